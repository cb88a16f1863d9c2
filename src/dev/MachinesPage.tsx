/** Development-only overview of every funnel machine (issue 5). Filled in by the machines work. */
export default function MachinesPage() {
  return <main id="main"><h1>Funnel machines</h1></main>;
}
