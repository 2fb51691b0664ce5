import { submissionsExportUrl } from '@forms/console-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import {
  barLength,
  CHART_HEIGHT,
  countWithShare,
  DAY_WIDTH,
  dayColumns,
  DEFAULT_PERIOD,
  figure,
  formatDay,
  periodQueries,
  PERIODS,
  type PeriodId,
  shownCompletion,
} from './insights';
import { useFormatDate, useMe } from '../../me';
import { formKeys, useForm } from '../forms/api';
import { FormSections } from '../forms/form-sections';
import { FunnelChart } from './funnel-chart';

type QuestionSummary = Schema<'ResponseSummary'>['questions'][number];
type Analytics = Schema<'FormAnalytics'>;
type Bar = { label: string; count: number; retired?: boolean };

/**
 * What a form's responses add up to over a period: views and submissions per day, then each question's
 * figures in form order, and the export of the whole form or of the period as CSV or XLSX.
 */
export function SummaryPage() {
  const formId = useParams().formId ?? '';
  // The period and the moment it was picked: the queries stay the same (and cached) until the member
  // picks again, rather than sliding with every render.
  const [shown, setShown] = useState<{ period: PeriodId; at: number }>(() => ({ period: DEFAULT_PERIOD, at: Date.now() }));
  const form = useForm(formId);
  const createdAt = form.data?.form.created_at ?? '';
  const queries = periodQueries(shown.period, shown.at, createdAt);
  const summary = useQuery({
    queryKey: formKeys.summary(formId, queries.summary),
    queryFn: () => unwrap(api.GET('/api/console/forms/{form_id}/summary', { params: { path: { form_id: formId }, query: queries.summary } })),
    placeholderData: keepPreviousData,
  });
  const analytics = useQuery({
    queryKey: formKeys.analytics(formId, queries.analytics),
    queryFn: () => unwrap(api.GET('/api/console/forms/{form_id}/analytics', { params: { path: { form_id: formId }, query: queries.analytics } })),
    // All time starts when the form was created: wait for the form.
    enabled: form.isSuccess,
    placeholderData: keepPreviousData,
  });
  // The same period as the views: the funnel's first step is those views.
  const funnel = useQuery({
    queryKey: formKeys.funnel(formId, queries.analytics),
    queryFn: () => unwrap(api.GET('/api/console/forms/{form_id}/funnel', { params: { path: { form_id: formId }, query: queries.analytics } })),
    enabled: form.isSuccess,
    placeholderData: keepPreviousData,
  });
  const completion = analytics.data ? shownCompletion(analytics.data.analytics.completion_rate) : null;
  const periodLabel = PERIODS.find((item) => item.id === shown.period)?.label ?? '';
  const title = form.data?.form.title;

  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link> / {title ? <Link to={`/forms/${formId}`}>{title}</Link> : '…'}
      </p>
      <PageHeading title={title ? `Summary · ${title}` : 'Summary'}>Summary{title ? <span className="meta heading-meta"> of {title}</span> : null}</PageHeading>
      <FormSections formId={formId} current="summary" />
      {form.isError && <ErrorMessage error={form.error} />}
      <PeriodSwitch period={shown.period} onChange={(period) => setShown({ period, at: Date.now() })} />

      <section aria-labelledby="activity-heading" className="section tight">
        <h2 id="activity-heading">Views and responses</h2>
        {summary.isError ? null : (
          <dl className="facts totals" aria-busy={summary.isFetching || analytics.isFetching}>
            <div>
              <dt>Views</dt>
              <dd>{analytics.data ? analytics.data.analytics.views : '…'}</dd>
            </div>
            <div>
              <dt>Responses</dt>
              <dd>{summary.data ? summary.data.summary.submissions : '…'}</dd>
            </div>
            <div>
              <dt>Completion rate</dt>
              <dd>{completion ? completion.text : '…'}</dd>
            </div>
          </dl>
        )}
        {completion?.capped && (
          <p className="hint">
            More responses than views: responses sent through the API are not views of the form&apos;s page, so the completion rate is shown as at most 100%.
          </p>
        )}
        {analytics.isError ? (
          <ErrorMessage error={analytics.error} />
        ) : analytics.data ? (
          <>
            {shown.period === 'all' && createdAt && Date.parse(analytics.data.analytics.since) > Date.parse(createdAt) + 1000 && (
              <p className="hint">Views and the chart cover the last 366 days.</p>
            )}
            <DayChart analytics={analytics.data.analytics} />
          </>
        ) : (
          <Loading what="views" />
        )}
      </section>

      <section aria-labelledby="funnel-heading" className="section tight">
        <h2 id="funnel-heading">Pages</h2>
        {funnel.isError ? <ErrorMessage error={funnel.error} /> : funnel.data ? <FunnelChart funnel={funnel.data.funnel} /> : <Loading what="the pages" />}
      </section>

      <ExportLinks formId={formId} period={shown.period} periodLabel={periodLabel} since={queries.summary.since} />

      <section aria-labelledby="questions-heading" className="section">
        <h2 id="questions-heading">Questions</h2>
        {summary.isPending ? (
          <Loading what="the summary" />
        ) : summary.isError ? (
          <ErrorMessage error={summary.error} />
        ) : summary.data.summary.submissions === 0 ? (
          <p className="empty">
            {shown.period === 'all' || form.data?.form.submissions_count === 0 ? 'No responses yet.' : `No responses in the ${periodLabel.toLowerCase()}.`}
          </p>
        ) : summary.data.summary.questions.length === 0 ? (
          <p className="empty">This form has no questions.</p>
        ) : (
          <ol className="summary-list" aria-busy={summary.isFetching}>
            {summary.data.summary.questions.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function PeriodSwitch({ period, onChange }: { period: PeriodId; onChange: (period: PeriodId) => void }) {
  const name = useId();
  return (
    <fieldset className="period-switch">
      <legend>Period</legend>
      {PERIODS.map((item) => (
        <label key={item.id} className="period-choice">
          <input type="radio" name={name} value={item.id} checked={item.id === period} onChange={() => onChange(item.id)} />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Views and submissions per UTC day: two bars a day, scaled to the busiest day, stretched to the width. */
function DayChart({ analytics }: { analytics: Analytics }) {
  const { days } = analytics;
  if (days.length === 0) return null;
  const columns = dayColumns(days);
  const first = formatDay(days[0].date);
  const last = formatDay(days[days.length - 1].date);
  const busiest = days.reduce((best, day) => (day.views + day.submissions > best.views + best.submissions ? day : best), days[0]);
  const description =
    `Views and responses per day, ${first} to ${last} (UTC): ${analytics.views} ${analytics.views === 1 ? 'view' : 'views'}, ` +
    `${analytics.submissions} ${analytics.submissions === 1 ? 'response' : 'responses'}` +
    (busiest.views + busiest.submissions > 0 ? `; busiest day ${formatDay(busiest.date)} with ${busiest.views} views and ${busiest.submissions} responses.` : '.');
  return (
    <figure className="chart day-chart">
      <svg
        role="img"
        aria-label={description}
        className="day-svg"
        viewBox={`0 0 ${days.length * DAY_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="160"
      >
        {columns.map((column, index) => (
          <g key={column.date}>
            <title>{`${formatDay(column.date)}: ${days[index].views} views, ${days[index].submissions} responses`}</title>
            <rect className="series-views" x={column.x} y={column.viewsY} width={1} height={column.viewsHeight} />
            <rect className="series-submissions" x={column.x + 1} y={column.submissionsY} width={1} height={column.submissionsHeight} />
          </g>
        ))}
      </svg>
      <div className="chart-axis" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <figcaption className="chart-legend">
        <span className="legend-item">
          <span className="swatch series-views" aria-hidden="true" />
          Views
        </span>
        <span className="legend-item">
          <span className="swatch series-submissions" aria-hidden="true" />
          Responses
        </span>
        <span className="meta">Days in UTC.</span>
      </figcaption>
      <details className="chart-figures">
        <summary>Figures per day</summary>
        <table className="figures-table">
          <caption className="visually-hidden">Views and responses per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="number">
                Views
              </th>
              <th scope="col" className="number">
                Responses
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td className="number">{day.views}</td>
                <td className="number">{day.submissions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function ExportLinks({ formId, period, periodLabel, since }: { formId: string; period: PeriodId; periodLabel: string; since?: string }) {
  const [onlyPeriod, setOnlyPeriod] = useState(false);
  const range = onlyPeriod && period !== 'all' ? { since } : {};
  return (
    <section aria-labelledby="export-heading" className="section tight">
      <h2 id="export-heading">Export</h2>
      {period !== 'all' && (
        <label className="checkbox">
          <input type="checkbox" checked={onlyPeriod} onChange={(event) => setOnlyPeriod(event.target.checked)} />
          Only the period shown ({periodLabel.toLowerCase()})
        </label>
      )}
      {/* Plain links: the browser streams the file to disk with the session cookie; the page never holds it. */}
      <p className="actions export-links">
        <a className="button secondary" href={submissionsExportUrl(formId, { format: 'csv', ...range })} download>
          Export CSV
        </a>
        <a className="button secondary" href={submissionsExportUrl(formId, { format: 'xlsx', ...range })} download>
          Export XLSX
        </a>
      </p>
      <p className="hint">
        {onlyPeriod && period !== 'all' ? `The responses of the ${periodLabel.toLowerCase()}` : 'Every response'}, oldest first, with a column for every
        question the form has ever had.
      </p>
    </section>
  );
}

function QuestionCard({ question }: { question: QuestionSummary }) {
  const headingId = useId();
  return (
    <article className="summary-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="break">
        {question.label}
      </h3>
      <p className="meta">
        {question.answered} answered · {question.skipped} skipped
      </p>
      <QuestionFigures question={question} />
    </article>
  );
}

function QuestionFigures({ question }: { question: QuestionSummary }) {
  const formId = useParams().formId ?? '';
  if (question.kind === 'file_upload') {
    // Files are not summed up: each one is downloaded from the response that sent it.
    return (
      <p className="empty">
        Each file is in the response that sent it: <Link to={`/forms/${formId}/responses`}>open the responses</Link>.
      </p>
    );
  }
  if ('options' in question) {
    return <BarChart label={question.label} answered={question.answered} bars={question.options} />;
  }
  if ('distribution' in question) {
    const scale = question.distribution.length;
    return (
      <>
        <p className="figure-line">
          Average <strong>{figure(question.average)}</strong> of {scale}
        </p>
        <BarChart
          label={question.label}
          answered={question.answered}
          bars={question.distribution.map((entry) => ({ label: String(entry.value), count: entry.count }))}
          unit="rated "
        />
      </>
    );
  }
  if ('min' in question) {
    return (
      <dl className="facts">
        <div>
          <dt>Lowest</dt>
          <dd>{figure(question.min)}</dd>
        </div>
        <div>
          <dt>Highest</dt>
          <dd>{figure(question.max)}</dd>
        </div>
        <div>
          <dt>Average</dt>
          <dd>{figure(question.average)}</dd>
        </div>
      </dl>
    );
  }
  if ('earliest' in question) {
    return (
      <dl className="facts">
        <div>
          <dt>Earliest</dt>
          <dd>{formatDay(question.earliest)}</dd>
        </div>
        <div>
          <dt>Latest</dt>
          <dd>{formatDay(question.latest)}</dd>
        </div>
      </dl>
    );
  }
  return <LatestAnswers answers={question.latest} />;
}

/** One bar per choice: its label, its count and share of the answers, the bar scaled to the width. */
function BarChart({ label, answered, bars, unit = '' }: { label: string; answered: number; bars: readonly Bar[]; unit?: string }) {
  const nameOf = (bar: Bar) => `${bar.label}${bar.retired ? ' (removed)' : ''}`;
  const description = `${label}, ${answered} answered: ${bars.map((bar) => `${unit}${nameOf(bar)} ${countWithShare(bar.count, answered)}`).join(', ')}`;
  return (
    <div className="bars" role="img" aria-label={description}>
      {bars.map((bar) => (
        <div key={nameOf(bar)} className={bar.retired ? 'bar-row retired' : 'bar-row'}>
          <span className="bar-label break">{nameOf(bar)}</span>
          <span className="bar-figure">{countWithShare(bar.count, answered)}</span>
          <svg className="bar" width="100%" height="12" aria-hidden="true" focusable="false">
            <rect className="bar-track" width="100%" height="12" rx="3" />
            <rect className="bar-fill" width={`${barLength(bar.count, answered)}%`} height="12" rx="3" />
          </svg>
        </div>
      ))}
    </div>
  );
}

function LatestAnswers({ answers }: { answers: ReadonlyArray<Schema<'LatestAnswer'>> }) {
  const formatDate = useFormatDate();
  const zone = useMe().data?.member.time_zone || 'UTC';
  if (answers.length === 0) return <p className="empty">No answers in this period.</p>;
  return (
    <>
      <h4 className="latest-heading">Latest answers</h4>
      <ol className="latest-answers">
        {/* Only text questions list their latest answers (a file question shows its counts): each is what was typed. */}
        {answers.map((answer) => (
          <li key={answer.submission_id}>
            <span className="break latest-value">{answer.value}</span>
            <time className="meta" dateTime={answer.created_at} title={`In ${zone}`}>
              {formatDate(answer.created_at)}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}
