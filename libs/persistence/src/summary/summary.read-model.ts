import type { FormTallies, ResponseSummaryReadModel, SummaryRange } from '@forms/application';
import { LATEST_ANSWERS, type LatestAnswer, type Question, type QuestionTallies } from '@forms/domain';
import type { Pool, PoolClient } from 'pg';
import { isUuid } from '../storable-values';
import {
  BEGIN_SUMMARY_SQL,
  END_SUMMARY_SQL,
  latestAnswerRanges,
  SUBMISSION_COUNT_KEY,
  SUMMARY_TEXT_BLOCK_SIZE,
  SUMMARY_COUNTS_SQL,
  SUMMARY_FORM_SQL,
  SUMMARY_TEXT_ANSWERS_SQL,
  SUMMARY_TEXT_BLOCKS_SQL,
  SUMMARY_TEXT_KINDS,
  summaryParts,
} from './summary.sql';
import { runSql } from '../run-sql';

interface MutableTallies {
  answered: number;
  skipped: number;
  labels: Map<string, number>;
  numbers: QuestionTallies['numbers'];
  dates: QuestionTallies['dates'];
  latest: LatestAnswer[];
}

function emptyTallies(): MutableTallies {
  return {
    answered: 0,
    skipped: 0,
    labels: new Map(),
    numbers: { count: 0, min: null, max: null, average: null },
    dates: { earliest: null, latest: null },
    latest: [],
  };
}

const TEXT_KINDS: ReadonlySet<string> = new Set(SUMMARY_TEXT_KINDS);

export class PostgresResponseSummaryReadModel implements ResponseSummaryReadModel {
  constructor(private readonly pool: Pool) {}

  /** Four or five statements, in one read-only snapshot so that every figure is of the same moment. */
  async tallies(workspaceId: string, formId: string, range: SummaryRange): Promise<FormTallies | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await runSql(client, BEGIN_SUMMARY_SQL, []);
      const result = await this.read(client, workspaceId, formId, range);
      await runSql(client, END_SUMMARY_SQL, []);
      return result;
    } catch (error) {
      // A connection left inside a transaction is closed rather than handed out again.
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async read(client: PoolClient, workspaceId: string, formId: string, range: SummaryRange): Promise<FormTallies | null> {
    const { rows } = await runSql(
      client,
      SUMMARY_FORM_SQL,
      [workspaceId, formId, range.since ?? null, range.until ?? null],
      'summary_form',
    );
    if (rows.length === 0) return null;
    const [form] = rows;
    const questions = form.questions as Question[];
    const byQuestion = new Map<string, MutableTallies>();
    const tallyOf = (questionId: string) => {
      let tallies = byQuestion.get(questionId);
      if (!tallies) byQuestion.set(questionId, (tallies = emptyTallies()));
      return tallies;
    };
    let submissions = 0;
    const lo = Math.max(1, form.lo);
    const hi = Math.min(form.hi, form.last_position);
    if (lo > hi) return { questions, submissions, byQuestion };

    const parts = summaryParts(lo, hi, form.last_position);
    const counted = await runSql(client, SUMMARY_COUNTS_SQL, [
        workspaceId, formId, parts.spans, parts.firstBlocks, parts.lastBlocks, parts.edgeFirsts, parts.edgeLasts,
        [SUBMISSION_COUNT_KEY, ...questions.map((question) => question.id)],
      ], 'summary_counts');
    for (const row of counted.rows) {
      if (row.question_id === SUBMISSION_COUNT_KEY) {
        submissions = Number(row.answers);
        continue;
      }
      const tallies = tallyOf(row.question_id);
      if (row.value_key === '#') {
        tallies.answered = Number(row.answers);
        tallies.skipped = Number(row.skipped);
        tallies.numbers = { count: Number(row.numbers), min: row.number_min, max: row.number_max, average: row.number_average };
        tallies.dates = { earliest: row.date_min, latest: row.date_max };
      } else if (Number(row.answers) > 0) {
        tallies.labels.set(row.value_key.slice(1), Number(row.answers));
      }
    }

    const textQuestions = questions.filter((question) => TEXT_KINDS.has(question.kind)).map((question) => question.id);
    if (textQuestions.length > 0) {
      const blocks = await runSql(
        client,
        SUMMARY_TEXT_BLOCKS_SQL,
        [workspaceId, formId, textQuestions, Math.floor((lo - 1) / SUMMARY_TEXT_BLOCK_SIZE), Math.floor((hi - 1) / SUMMARY_TEXT_BLOCK_SIZE)],
        'summary_text_blocks',
      );
      const blocksByQuestion = new Map<string, { block: number; answers: number }[]>();
      for (const row of blocks.rows) {
        const list = blocksByQuestion.get(row.question_id) ?? [];
        list.push({ block: row.block, answers: row.answers });
        blocksByQuestion.set(row.question_id, list);
      }
      const ranges = latestAnswerRanges(blocksByQuestion, { lo, hi, lastPosition: form.last_position }, LATEST_ANSWERS);
      if (ranges.firsts.length > 0) {
        const answers = await runSql(
          client,
          SUMMARY_TEXT_ANSWERS_SQL,
          [workspaceId, formId, ranges.firsts, ranges.lasts, textQuestions],
          'summary_text_answers',
        );
        const newestFirst = [...answers.rows].sort((a, b) => b.position - a.position);
        for (const row of newestFirst) {
          const tallies = tallyOf(row.question_id);
          if (tallies.latest.length < LATEST_ANSWERS) {
            tallies.latest.push({ submissionId: row.id, value: row.value, createdAt: row.created_at });
          }
        }
      }
    }
    return { questions, submissions, byQuestion };
  }
}
