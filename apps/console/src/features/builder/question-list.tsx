import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { operandsBefore, type Draft, type DraftQuestion } from './draft';
import { QuestionCard, questionName, type QuestionErrors } from './question-card';

interface Props {
  draft: Draft;
  errors: Record<string, QuestionErrors>;
  onChange: (key: string, change: Partial<DraftQuestion>) => void;
  /** A move by the Move buttons or by dragging: the focus follows the moved question's buttons or its handle. */
  onMove: (from: number, to: number, focus: 'buttons' | 'handle') => void;
  onDuplicate: (at: number) => void;
  onDelete: (at: number) => void;
}

/** The questions in order, reordered by drag and drop (pointer or keyboard) or by their Move buttons. */
export function QuestionList({ draft, errors, onChange, onMove, onDuplicate, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => draft.questions.findIndex((question) => question.key === id);
  const nameOf = (id: UniqueIdentifier) => {
    const at = indexOf(id);
    return at < 0 ? 'the question' : questionName(draft.questions[at], at);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${indexOf(active.id) + 1} of ${draft.questions.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${draft.questions.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${draft.questions.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id), 'handle');
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={draft.questions.map((question) => question.key)} strategy={verticalListSortingStrategy}>
        <ol className="question-list">
          {draft.questions.map((question, at) => (
            <QuestionCard
              key={question.key}
              question={question}
              index={at}
              count={draft.questions.length}
              errors={errors[question.key] ?? {}}
              operands={operandsBefore(draft, at)}
              onChange={(change) => onChange(question.key, change)}
              onMove={(to) => onMove(at, to, 'buttons')}
              onDuplicate={() => onDuplicate(at)}
              onDelete={() => onDelete(at)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
