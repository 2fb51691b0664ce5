import { Link } from 'react-router';

const SECTIONS = [
  { id: 'form', name: 'Build', path: '' },
  { id: 'responses', name: 'Responses', path: '/responses' },
  { id: 'summary', name: 'Summary', path: '/summary' },
  { id: 'history', name: 'History', path: '/history' },
] as const;

export type FormSection = (typeof SECTIONS)[number]['id'];

/** The views of one form, side by side: building it, its responses one by one, what they add up to, and its versions. */
export function FormSections({ formId, current }: { formId: string; current: FormSection }) {
  return (
    <nav aria-label="Form sections" className="form-sections">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={`/forms/${formId}${section.path}`} aria-current={section.id === current ? 'page' : undefined}>
              {section.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
