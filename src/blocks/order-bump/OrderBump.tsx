import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { BUMP_TAKEN, BUMP_DECLINED } from '../../engine/orderBumps.ts';
import { ArtPicture } from '../../ui/art/ArtPicture.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { fillParts } from '../../i18n/fillMessage.ts';

const Offer = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  /* From the box's own state, so a tick made before the script has loaded shows at once. */
  &:has(input:checked) {
    border-style: solid;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* A phone's first screen holds the order, this offer and the checkout button: the offer stays small. */
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
    img {
      width: 44px;
      height: 44px;
    }
  }
`;

/** The box beside its words, on a phone too, where the words wrap under themselves rather than under the box. */
const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding-block: 10px;
  cursor: pointer;
  font-weight: 650;
  input {
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** It belongs to the order above it: no band of its own between them. */
const BumpSection = styled(Section)`
  padding-block-start: 0;
  @media (max-width: 479px) {
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
`;

const Pitch = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Beside the picture, or across the whole offer when there is none. */
const Text = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

/**
 * A checkbox that adds a small item to the order. It is a real checkbox with
 * a name, so it can be ticked before the scripts arrive and without them; the
 * machine holds the choice beside the order options' (`selections[name]`),
 * which is what the order summary and the tracking plan read.
 */
export function OrderBump({ block }: BlockProps<'order-bump'>) {
  const { order } = useWords();
  const language = useLanguage();
  const actor = useFunnelActor();
  const taken = useSelector(actor, (snapshot) => snapshot.context.selections[block.name] === BUMP_TAKEN);
  const box = useRef<HTMLInputElement>(null);
  const pitchId = useId();
  // A tick made before hydration is in the DOM only (React leaves a hydrated checkbox as the visitor set it); hand it to the machine.
  useEffect(() => {
    const ticked = box.current?.checked === true;
    if (ticked !== (actor.getSnapshot().context.selections[block.name] === BUMP_TAKEN)) {
      actor.send({ type: 'SELECT', name: block.name, value: ticked ? BUMP_TAKEN : BUMP_DECLINED });
    }
  }, [actor, block.name]);
  return (
    <BumpSection id={block.id}>
      <Offer>
        {block.image !== undefined && <ArtPicture image={{ ...block.image, alt: '' }} slot="option" loading="eager" />}
        <Text $wide={block.image === undefined}>
          <Choice>
            <input
              ref={box}
              type="checkbox"
              name={block.name}
              value={BUMP_TAKEN}
              checked={taken}
              aria-describedby={pitchId}
              onChange={(event) => {
                actor.send({ type: 'SELECT', name: block.name, value: event.currentTarget.checked ? BUMP_TAKEN : BUMP_DECLINED });
              }}
            />
            <span>
              {fillParts(order.addToOrder, { title: block.title, price: formatPrice(block.price, block.currency, language) })}
            </span>
          </Choice>
          <Pitch id={pitchId}>{block.pitch}</Pitch>
        </Text>
      </Offer>
    </BumpSection>
  );
}
