import { useSelector } from '@xstate/react';
import { useContext, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { FunnelEntryContext } from '../../engine/FunnelEntryContext.ts';
import { BUMP_TAKEN, bumpsBeside } from '../../engine/orderBumps.ts';
import { ArtPicture } from '../../ui/art/ArtPicture.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[4]};
    padding: 0;
    @media (max-width: 479px) {
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
    @media ${({ theme }) => theme.media.md} {
      margin-bottom: ${({ theme }) => theme.space[6]};
    }
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 650;
    letter-spacing: -0.015em;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space[3]};
  }
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
`;

const Option = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  /* The card's padding, which a featured option's banner spans back out of. */
  --pad: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.media.md} {
    --pad: ${({ theme }) => theme.space[5]};
  }
  padding: var(--pad);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }
  /* From the radio's own state, so a choice made before the script has loaded shows at once. */
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 3px;
  }
  input {
    appearance: none;
    width: 22px;
    height: 22px;
    margin: 0;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.muted};
    display: grid;
    place-items: center;
    outline: none;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: radial-gradient(${({ theme }) => theme.colors.primary} 45%, transparent 50%);
  }
`;

const Main = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  img {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* A phone's smaller pictures keep both options and the checkout in a 360×740 first screen. */
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space[3]};
    img {
      width: 48px;
      height: 48px;
    }
  }
  /* Under 360 px the picture (decoration: the title names the option) would squeeze "2 Bottles" onto two lines. */
  @media (max-width: 359px) {
    picture,
    img {
      display: none;
    }
  }
`;

const Title = styled.span`
  display: grid;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Price = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Badge = styled.span`
  position: absolute;
  top: -12px;
  right: ${({ theme }) => theme.space[5]};
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** A featured option's badge, as a strip across the top of its card rather than a tag on its corner. */
const Banner = styled.span`
  grid-column: 1 / -1;
  order: -1;
  margin: calc(-1 * var(--pad)) calc(-1 * var(--pad)) 0;
  padding: ${({ theme }) => theme.space[2]} var(--pad);
  border-radius: calc(${({ theme }) => theme.radii.lg} - 2px) calc(${({ theme }) => theme.radii.lg} - 2px) 0 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-align: center;
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  @media (max-width: 479px) {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function OrderOptions({ block }: BlockProps<'order-options'>) {
  const { order } = useWords();
  const language = useLanguage();
  const actor = useFunnelActor();
  const selected = useSelector(actor, (snapshot) => snapshot.context.selections[block.name] ?? block.default);
  const chosen = block.options.find((option) => option.id === selected);
  // The order bumps beside the options add to the same order, so the summary is its whole total.
  const entry = useContext(FunnelEntryContext);
  const bumps = entry === null ? [] : bumpsBeside(entry.funnel, block.name);
  const takenNames = useSelector(actor, (snapshot) => bumps.filter((bump) => snapshot.context.selections[bump.name] === BUMP_TAKEN).map((bump) => bump.name).join(' '));
  const taken = bumps.filter((bump) => takenNames.split(' ').includes(bump.name));
  const featured = block.options.find((option) => option.id === block.featured);
  const shown = featured === undefined ? block.options : [featured, ...block.options.filter((option) => option !== featured)];
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A choice tapped before hydration is in the DOM only (React leaves a hydrated radio as the visitor set it); hand it to the machine.
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked != null && checked.value !== actor.getSnapshot().context.selections[block.name]) {
      actor.send({ type: 'SELECT', name: block.name, value: checked.value });
    }
  }, [actor, block.name]);
  return (
    <Section id={block.id}>
      <div>
        <Fieldset ref={fieldset}>
          <legend>
            <h1>{block.legend}</h1>
          </legend>
          <Options>
            {shown.map((option) => (
              <Option key={option.id}>
                <input
                  type="radio"
                  name={block.name}
                  value={option.id}
                  checked={option.id === selected}
                  onChange={() => {
                    actor.send({ type: 'SELECT', name: block.name, value: option.id });
                  }}
                />
                <Main>
                  {option.image !== undefined && (
                    // The option's title names it; the picture is decoration here, so it does not repeat in the radio's name.
                    <ArtPicture image={{ ...option.image, alt: '' }} slot="option" loading="eager" />
                  )}
                  <Title>
                    <strong>{option.title}</strong>
                    {option.note !== undefined && <span>{option.note}</span>}
                  </Title>
                </Main>
                <Price>{formatPrice(option.price, block.currency, language)}</Price>
                {option.badge !== undefined && (option === featured ? <Banner>{option.badge}</Banner> : <Badge>{option.badge}</Badge>)}
              </Option>
            ))}
          </Options>
        </Fieldset>
        {chosen !== undefined && (
          <Summary aria-live="polite">
            {`${order.yourOrder} `}<strong>{[chosen.title, ...taken.map((bump) => bump.title)].join(' + ')}</strong> ·{' '}
            <strong>{formatPrice(Math.round(taken.reduce((total, bump) => total + bump.price * 100, chosen.price * 100)) / 100, block.currency, language)}</strong>
          </Summary>
        )}
      </div>
    </Section>
  );
}
