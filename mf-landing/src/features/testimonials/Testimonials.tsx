import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Container, Section, SectionHeading, SectionLead } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';
import { NARROW_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { stepIndex, visibleWindow } from './carousel';
import { TESTIMONIALS, type Testimonial } from './testimonialData';

/** Cards visible at once: three on wide screens, one on narrow ones. */
export const VISIBLE_WIDE = 3;
export const VISIBLE_NARROW = 1;

const Carousel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

// $snapshot: the build-time snapshot knows no screen width; it renders the wide window and CSS keeps
// only the first card on narrow screens, as the live page does.
const Slides = styled.div<{ $count: number; $snapshot: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};

  ${({ $snapshot, theme }) =>
    $snapshot &&
    `${theme.media.mdDown} {
      grid-template-columns: minmax(0, 1fr);
      & > :nth-child(n + 2) { display: none; }
    }`}
`;

const Slide = styled.div`
  display: flex;
  min-width: 0;
`;

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 280px;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  blockquote {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }

  blockquote p {
    margin: 0;
  }

  figcaption {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  figcaption strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  height: 20px;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Position = styled.p`
  margin: 0;
  min-width: 64px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Disclaimer = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Rating({ value }: { value: number }) {
  return (
    <Stars role="img" aria-label={`Nota ${value} de 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z"
            fill={n <= value ? '#B45309' : 'none'}
            stroke={n <= value ? '#B45309' : '#6B7280'}
            strokeWidth="1.2"
          />
        </svg>
      ))}
    </Stars>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Quote>
      <Rating value={testimonial.rating} />
      <blockquote>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.business}</span>
        <span>{testimonial.city}</span>
      </figcaption>
    </Quote>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Seven testimonials, three at a time (one on narrow screens), moved one by one with wrap-around. */
export function Testimonials() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const size = narrow ? VISIBLE_NARROW : VISIBLE_WIDE;
  const [start, setStart] = useState(0);
  const slidesId = useId();
  const total = TESTIMONIALS.length;
  const visible = visibleWindow(start, size, total);
  const move = (delta: number) => setStart((current) => stepIndex(current, delta, total));

  return (
    <Section id={SECTION_IDS.testimonials} aria-labelledby="depoimentos-titulo" $tone="brand">
      <Container>
        <SectionHeading id="depoimentos-titulo">Quem usa, recomenda</SectionHeading>
        <SectionLead>Veja o que donos de clínicas, salões e consultórios contam sobre o Atende.AI.</SectionLead>
        <Carousel role="region" aria-roledescription="carrossel" aria-label="Depoimentos de clientes">
          <Slides id={slidesId} aria-live="polite" $count={visible.length} $snapshot={narrow === null}>
            {visible.map((index) => (
              <Slide key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} de ${total}`}>
                <TestimonialCard testimonial={TESTIMONIALS[index]} />
              </Slide>
            ))}
          </Slides>
          <Controls>
            <Button
              variant="secondary"
              aria-label="Depoimento anterior"
              aria-controls={slidesId}
              onClick={() => move(-1)}
              icon={<Arrow direction="left" />}
            />
            <Position aria-hidden="true">
              {start + 1} / {total}
            </Position>
            <Button
              variant="secondary"
              aria-label="Próximo depoimento"
              aria-controls={slidesId}
              onClick={() => move(1)}
              icon={<Arrow direction="right" />}
            />
          </Controls>
        </Carousel>
        <Disclaimer>Depoimentos ilustrativos: nomes e empresas são fictícios.</Disclaimer>
      </Container>
    </Section>
  );
}
