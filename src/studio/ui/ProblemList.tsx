import type { StudioProblem } from './funnelDocument.ts';

/** Every problem that stands, as `npm run check` prints it; each takes you to its field. */
export function ProblemList({ problems, onGo }: { problems: readonly StudioProblem[]; onGo: (problem: StudioProblem) => void }) {
  if (problems.length === 0) return null;
  return (
    <section className="problems" aria-labelledby="studio-problems-title">
      <h2 id="studio-problems-title">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'}: nothing is written until {problems.length === 1 ? 'it is' : 'they are'} fixed
      </h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            <button type="button" className="problem-link" onClick={() => { onGo(problem); }}>
              {problem.line}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
