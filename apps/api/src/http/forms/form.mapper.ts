import type { FormSummaryView, FormView } from '@forms/application';
import type { Condition, FormSettings, FormTheme, FormThemeInput, Question, VisibleIf } from '@forms/domain';
import type { FormThemeDto } from './form-theme.dto';
import { formatTimestamp } from '../shared/timestamp';

export interface FormRepresentation {
  id: string;
  title: string;
  is_published: boolean;
  state: string;
  created_at: string;
  updated_at: string;
  submissions_count: number;
  attempt_url: string;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  created_by: string;
}

export interface QuestionRepresentation {
  id: string;
  kind: string;
  label: string;
  slug: string;
  position: number;
  required: boolean;
  options: string[];
  scale: number | null;
  /** file_upload only: other kinds show exactly the fields they always had. */
  max_size_mb?: number;
  accepted_types?: string[];
  /** Only on an item shown under conditions. */
  visible_if?: VisibleIfRepresentation;
}

export interface ConditionRepresentation {
  question?: string;
  hidden_field?: string;
  operator: string;
  value?: string;
}

export interface VisibleIfRepresentation {
  match: string;
  conditions: ConditionRepresentation[];
}

/** A condition as written: its operand and a value only when it has them. */
function toConditionRepresentation(condition: Condition): ConditionRepresentation {
  const representation: ConditionRepresentation =
    condition.question !== undefined ? { question: condition.question, operator: condition.operator } : { hidden_field: condition.hiddenField, operator: condition.operator };
  if (condition.value !== undefined) representation.value = condition.value;
  return representation;
}

function toVisibleIfRepresentation(visibleIf: VisibleIf): VisibleIfRepresentation {
  return {
    match: visibleIf.match,
    conditions: visibleIf.conditions.map(toConditionRepresentation),
  };
}

export interface FormSettingsRepresentation {
  closes_at: string | null;
  max_submissions: number | null;
  closed_message: string;
  thank_you_message: string;
  redirect_url: string | null;
  notification_emails: string[];
  confirmation_email_question: string | null;
  save_partial_responses: boolean;
  partial_response_days: number;
}

/** The v2 form: the twelve fields of the specification, its questions and its hidden fields. */
export interface FormV2Representation extends FormRepresentation {
  /** The live content's version: 1 when created, one more for each change of content. */
  version: number;
  questions: QuestionRepresentation[];
  hidden_fields: string[];
  settings: FormSettingsRepresentation;
  theme: FormThemeRepresentation | null;
}

/** Every field, always: defaults included. */
export function toFormSettingsRepresentation(settings: FormSettings): FormSettingsRepresentation {
  return {
    closes_at: settings.closesAt === null ? null : formatTimestamp(settings.closesAt),
    max_submissions: settings.maxSubmissions,
    closed_message: settings.closedMessage,
    thank_you_message: settings.thankYouMessage,
    redirect_url: settings.redirectUrl,
    notification_emails: [...settings.notificationEmails],
    confirmation_email_question: settings.confirmationEmailQuestion,
    save_partial_responses: settings.savePartialResponses,
    partial_response_days: settings.partialResponseDays,
  };
}

/** The twelve fields of the specification's Form, the same in v1 and v2. */
export function toFormRepresentation(form: FormSummaryView, baseUrl: string): FormRepresentation {
  return {
    id: form.id,
    title: form.title,
    is_published: form.isPublished,
    state: form.state,
    created_at: formatTimestamp(form.createdAt),
    updated_at: formatTimestamp(form.updatedAt),
    submissions_count: form.submissionsCount,
    attempt_url: `${baseUrl}/forms/${form.id}`,
    is_archived: form.isArchived,
    is_disabled: form.isDisabled,
    is_suspended: form.isSuspended,
    created_by: form.createdBy,
  };
}

/** A question as the v2 form, a version and a draft show it. */
export function toQuestionRepresentation(question: Question): QuestionRepresentation {
  return {
    id: question.id,
    kind: question.kind,
    label: question.label,
    slug: question.slug,
    position: question.position,
    required: question.required,
    options: question.options,
    scale: question.scale,
    ...(question.kind === 'file_upload' && { max_size_mb: question.maxSizeMb, accepted_types: question.acceptedTypes }),
    // Absent rather than null: forms without logic keep exactly the shape they always had.
    ...(question.visibleIf ? { visible_if: toVisibleIfRepresentation(question.visibleIf) } : {}),
  };
}

/** The revision is not shown: it only makes the ETag. */
export function toFormV2Representation(form: Omit<FormView, 'revision'>, baseUrl: string): FormV2Representation {
  const content: Omit<FormV2Representation, keyof FormRepresentation> = {
    version: form.version,
    questions: form.questions.map(toQuestionRepresentation),
    hidden_fields: form.hiddenFields,
    settings: toFormSettingsRepresentation(form.settings),
    theme: toThemeRepresentation(form.theme),
  };
  return Object.assign(toFormRepresentation(form, baseUrl), content);
}

/** A theme as the model takes it. */
export function themeInput(theme: FormThemeDto | null | undefined): FormThemeInput | null | undefined {
  if (theme === undefined || theme === null) return theme;
  return {
    ...(theme.colors !== undefined && { colors: { background: theme.colors.background, text: theme.colors.text, accent: theme.colors.accent } }),
    ...(theme.font !== undefined && { font: theme.font }),
    ...(theme.corners !== undefined && { corners: theme.corners }),
  };
}

export interface FormThemeRepresentation {
  colors?: { background?: string; text?: string; accent?: string };
  font?: string;
  corners?: string;
}

/** The theme as stored: only the fields it sets. */
export function toThemeRepresentation(theme: FormTheme | null): FormThemeRepresentation | null {
  if (theme === null) return null;
  return {
    ...(theme.colors !== undefined && { colors: { ...theme.colors } }),
    ...(theme.font !== undefined && { font: theme.font }),
    ...(theme.corners !== undefined && { corners: theme.corners }),
  };
}

