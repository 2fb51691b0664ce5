import type { QuestionInput } from '@forms/domain';
import type { NewQuestionDto, QuestionChangeDto } from './form.dto';

/** A question as sent (v2 and the console take the same shape), in the model's terms. */
export function questionInput(question: NewQuestionDto | QuestionChangeDto): QuestionInput {
  return {
    id: 'id' in question ? question.id : undefined,
    kind: question.kind,
    label: question.label,
    slug: question.slug,
    required: question.required,
    options: question.options,
    scale: question.scale,
    maxSizeMb: question.max_size_mb,
    acceptedTypes: question.accepted_types,
    visibleIf: question.visible_if && {
      match: question.visible_if.match,
      conditions: question.visible_if.conditions.map((condition) => ({
        question: condition.question,
        hiddenField: condition.hidden_field,
        operator: condition.operator,
        value: condition.value,
      })),
    },
  };
}
