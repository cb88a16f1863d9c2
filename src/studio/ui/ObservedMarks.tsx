import type { FlowLayout } from '../../flow-view/flowLayout.ts';
import './observed.css';

/** 12 px text at weight 650, a little over the layout's own estimate for labels (7.3 a character). */
const CHAR = 7;

/**
 * Each arrow's observed figures on the flow diagram, drawn over both of its
 * layouts (the diagram shows one; `data-direction` on its SVG picks which
 * marks show, in observed.css). The figures are wider than the gap between
 * two steps, so a line sits above the boxes it would cross, clear of their
 * names and of the visitors written above each step.
 */
export function ObservedMarks({ layouts, ways }: { layouts: { wide: FlowLayout; narrow: FlowLayout }; ways: ReadonlyMap<string, { text: string; outside: boolean }> }) {
  return (
    <>
      {([layouts.wide, layouts.narrow] as const).map((layout) => (
        <g key={layout.direction} className={`observed-marks observed-marks-${layout.direction}`}>
          {layout.edges.map((placed, index) => {
            const figures = placed.edge.kind === 'event' ? ways.get(`${placed.edge.source.split('.')[0] ?? ''} ${placed.edge.event} ${placed.edge.guard ?? ''}`) : undefined;
            if (figures === undefined) return null;
            const { label } = placed;
            const width = figures.text.length * CHAR;
            if (layout.direction === 'TB') {
              return (
                <text key={index} x={label.x + label.width + 6} y={label.y + label.height / 2 + 4} data-observed="way" className={figures.outside ? 'is-outside' : undefined}>
                  {figures.text}
                </text>
              );
            }
            const centre = label.x + label.width / 2;
            const crossed = layout.nodes.filter((node) => node.node.parent === undefined && node.x < centre + width / 2 && node.x + node.width > centre - width / 2 && node.y < label.y + label.height && node.y + node.height > label.y);
            const top = crossed.length === 0 ? label.y - 6 : Math.min(...crossed.map((node) => node.y)) - 24;
            return (
              <text key={index} x={centre} y={top} textAnchor="middle" data-observed="way" className={figures.outside ? 'is-outside' : undefined}>
                {figures.text}
              </text>
            );
          })}
        </g>
      ))}
    </>
  );
}
