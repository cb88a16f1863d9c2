import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  list-style: none;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex: none;
  }
`;

const Swatch = styled.svg`
  .box {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: color-mix(in srgb, ${({ theme }) => theme.colors.muted} 45%, ${({ theme }) => theme.colors.border});
    stroke-width: 1.5;
  }
  .live {
    fill: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 11%, ${({ theme }) => theme.colors.surface});
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2;
  }
  .ink {
    fill: ${({ theme }) => theme.colors.text};
    stroke: ${({ theme }) => theme.colors.text};
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.muted};
    stroke-width: 1.5;
  }
  .accent {
    fill: ${({ theme }) => theme.colors.accent};
  }
`;

/** What the shapes in the diagrams mean. */
export function DiagramLegend() {
  return (
    <List aria-label="Legend">
      <li>
        <Swatch width="30" height="16" aria-hidden="true">
          <circle className="ink" cx="5" cy="8" r="4" />
          <path className="ink" d="M 9 8 H 24" strokeWidth="1.5" />
          <path className="ink" d="M 22 4 L 29 8 L 22 12 z" />
        </Swatch>
        Initial state
      </li>
      <li>
        <Swatch width="30" height="18" aria-hidden="true">
          <rect className="box" x="1" y="1" width="28" height="16" rx="4" />
          <rect className="box" x="4" y="4" width="22" height="10" rx="2" strokeWidth="1" />
        </Swatch>
        Final (thank-you) step
      </li>
      <li>
        <Swatch width="22" height="12" aria-hidden="true">
          <rect className="accent" x="0" y="0" width="22" height="12" rx="6" />
        </Swatch>
        Submitting, waiting for a delay
      </li>
      <li>
        <Swatch width="30" height="10" aria-hidden="true">
          <path className="line" d="M 1 5 H 29" strokeDasharray="5 4" />
        </Swatch>
        Delayed transition
      </li>
      <li>
        <Swatch width="30" height="18" aria-hidden="true">
          <rect className="live" x="1" y="1" width="28" height="16" rx="4" />
        </Swatch>
        Where an open tab is now
      </li>
    </List>
  );
}
