import { barLength } from './insights';
import { dropOffText, type FunnelFigures, funnelRows } from './funnel';

/**
 * How far respondents get, page by page: one bar per page (its length the share of the views) and one for
 * the submissions, each with its figure and what it lost since the row before, in numbers and percent.
 * The figures are text beside the bars, and the whole chart is described in one sentence for a screen reader.
 */
export function FunnelChart({ funnel }: { funnel: FunnelFigures }) {
  const rows = funnelRows(funnel);
  const views = rows[0]?.count ?? 0;
  const description =
    `Funnel: ` +
    rows
      .map((row) => `${row.label} ${row.count}${row.dropOff ? `, ${row.dropOff.count} fewer than the step before (${row.dropOff.percent}%)` : ''}`)
      .join('; ') +
    '.';
  return (
    <figure className="chart funnel-chart">
      <figcaption className="meta">
        Views of the first page, then each later page as reached after its previous page was sent, then the responses sent from the form&apos;s page.
      </figcaption>
      <div className="bars" role="img" aria-label={description}>
        {rows.map((row) => (
          <div key={row.label} className="bar-row funnel-row">
            <span className="bar-label break">{row.label}</span>
            <span className="bar-figure">
              {row.count} ({row.ofViews}%)
            </span>
            <svg className="bar" width="100%" height="12" aria-hidden="true" focusable="false">
              <rect className="bar-track" width="100%" height="12" rx="3" />
              <rect className="bar-fill" width={`${barLength(row.count, views)}%`} height="12" rx="3" />
            </svg>
          </div>
        ))}
      </div>
      <table className="figures-table funnel-table">
        <caption className="visually-hidden">Funnel figures</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" className="number">
              Count
            </th>
            <th scope="col" className="number">
              Drop-off
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="break">
                {row.label}
              </th>
              <td className="number">{row.count}</td>
              <td className="number">{row.dropOff ? dropOffText(row.dropOff) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
