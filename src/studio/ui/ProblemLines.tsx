import type { StudioProblem } from './funnelDocument.ts';

/** Problems as `npm run check` prints them, word for word, under the part of the form they are about. */
export function ProblemLines({ problems }: { problems: readonly StudioProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problem-lines">
      {problems.map((problem, index) => (
        <li key={index}>{problem.line}</li>
      ))}
    </ul>
  );
}
