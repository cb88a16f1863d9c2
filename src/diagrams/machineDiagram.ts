import type { StepExperiment } from '../engine/createFunnelMachine.ts';
import type { MachineGraph, MachineHandler, MachineNode } from '../engine/machineGraph.ts';

/**
 * Mermaid ids allow no dash, and a few words open statements (`state`,
 * `note`, `default`…), so ids are path segments with dashes turned into
 * underscores, joined by `__`, and prefixed when they could read as a keyword.
 */
export function mermaidId(nodeId: string): string {
  const id = nodeId
    .split('.')
    .map((segment) => segment.replace(/[^A-Za-z0-9]/g, '_'))
    .join('__');
  return /^(default|state|note|class|scale|hide|direction|acc)/i.test(id) ? `s_${id}` : id;
}

/** Mermaid ends a label at `:`, `;` or a newline, and reads `#` as an entity. */
function mermaidText(text: string): string {
  return text.replace(/[:;#\n]/g, ' ');
}

/** The innermost state holding both ends of a transition; undefined for the machine's top level. */
function scopeOf(byId: ReadonlyMap<string, MachineNode>, source: string, target: string | undefined): string | undefined {
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let node = byId.get(id); node?.parent !== undefined; node = byId.get(node.parent)) chain.push(node.parent);
    return chain;
  };
  const targetAncestors = new Set(target === undefined || target === source ? [] : ancestors(target));
  if (target === undefined || target === source) return byId.get(source)?.parent;
  return ancestors(source).find((id) => targetAncestors.has(id));
}

/** `split test skincare.two-bottles-first, control 50% / b 50%, goal purchase`. */
export function experimentLabel(experiment: StepExperiment): string {
  const variants = experiment.variants.map((variant) => `${variant.id} ${String(variant.weight)}%`).join(' / ');
  return `split test ${experiment.id}, ${variants}, goal ${experiment.goal}`;
}

function note(graph: MachineGraph, handler: MachineHandler): string {
  const where = handler.target === undefined ? 'Every step takes' : `From every step to ${handler.target} on`;
  return `note right of ${mermaidId(graph.initial)} : ${mermaidText(`${where} ${handler.label}`)}`;
}

/**
 * A Mermaid `stateDiagram-v2` of a machine graph. The ROUTE.<step> edges are
 * left out (every step has one to every other step, which would bury the
 * flow) and a comment says so; the JSON config keeps them.
 */
export function machineDiagram(graph: MachineGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const drawn = graph.edges.filter((edge) => edge.kind !== 'route');
  const routes = graph.edges.length - drawn.length;

  const block = (parent: string | undefined, indent: string): string[] => {
    const children = graph.nodes.filter((node) => node.parent === parent);
    const lines: string[] = [];
    for (const child of children.filter((node) => node.initial)) lines.push(`[*] --> ${mermaidId(child.id)}`);
    for (const child of children) {
      const id = mermaidId(child.id);
      if (child.children.length > 0) {
        // `as id {` would keep the space in the id, so the brace follows it directly.
        lines.push(id === child.key ? `state ${id} {` : `state "${child.key}" as ${id}{`, ...block(child.id, '  '), '}');
      } else if (id !== child.key) {
        lines.push(`state "${child.key}" as ${id}`);
      }
    }
    for (const edge of drawn) {
      if (scopeOf(byId, edge.source, edge.target) !== parent) continue;
      const source = mermaidId(edge.source);
      lines.push(`${source} --> ${edge.target === undefined ? source : mermaidId(edge.target)} : ${mermaidText(edge.label)}`);
    }
    for (const child of children.filter((node) => node.final)) lines.push(`${mermaidId(child.id)} --> [*]`);
    for (const child of children) {
      for (const experiment of child.experiments) lines.push(`note left of ${mermaidId(child.id)} : ${mermaidText(experimentLabel(experiment))}`);
    }
    if (parent === undefined) {
      for (const handler of graph.machineWide.filter((candidate) => candidate.kind !== 'route')) lines.push(note(graph, handler));
    }
    return lines.map((line) => `${indent}${line}`);
  };

  const header = [
    `%% The ${graph.id} machine, generated from createFunnelMachine by \`npm run machines\`. Do not edit.`,
    ...(routes === 0
      ? []
      : [`%% Not drawn: ${routes} ROUTE.<step> transitions (the URL moving between any two steps). ${graph.id}.json has them.`]),
    '%% A step that goes to [*] is tagged final (a thank-you step). The actor keeps running there, so Back works.',
  ];
  return `${[...header, 'stateDiagram-v2', '  direction LR', ...block(undefined, '  ')].join('\n')}\n`;
}
