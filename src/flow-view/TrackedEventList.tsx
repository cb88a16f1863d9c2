import styled from 'styled-components';
import type { TrackedEvent } from './visitRecord.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: 1.6em;
  code {
    font-weight: 650;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px ${({ theme }) => theme.space[3]};
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dl div {
    display: flex;
    gap: 4px;
    min-width: 0;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The analytics events this visit fired, in order, each with its parameters. */
export function TrackedEventList({ events }: { events: readonly TrackedEvent[] }) {
  if (events.length === 0) return <p>None yet.</p>;
  return (
    <List>
      {events.map((tracked, index) => {
        const params = Object.entries(tracked.params);
        return (
          <li key={index}>
            <code>{tracked.event}</code>
            {params.length > 0 && (
              <dl>
                {params.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}:</dt>
                    <dd>{shown(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </List>
  );
}
