import styled from 'styled-components';
import { LANDING_PLANS } from 'shared-domain/landing-plans';
import { Container, Section, SectionHeading, SectionLead, ThreeColumnList } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { Countdown } from './Countdown';
import { PlanCard } from './PlanCard';

/** The promotion line ('limited time 35% off'). */
export const PROMOTION_TEXT = 'Oferta por tempo limitado: 35% de desconto';

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSubtle};
  text-align: center;
`;

const Promotion = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Grid = styled(ThreeColumnList)`
  align-items: stretch;

  /* Below lg three cards are too narrow for their prices and buttons: one column. */
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    max-width: 460px;
    margin: 0 auto;
  }
`;

const Guarantee = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[10]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.successStrong};
  }
`;

const FEATURED_PERIOD = 'anual';

export function Pricing({ planChoice }: { planChoice: PlanChoice }) {
  return (
    <Section id={SECTION_IDS.pricing} aria-labelledby="planos-titulo" $tone="muted">
      <Container>
        <SectionHeading id="planos-titulo">Escolha o plano ideal para o seu negócio</SectionHeading>
        <SectionLead>
          Todos os planos incluem o assistente completo. Quanto maior o período, menor o valor por mês.
        </SectionLead>
        <Offer>
          <Promotion>{PROMOTION_TEXT}</Promotion>
          <Countdown />
        </Offer>
        <Grid>
          {LANDING_PLANS.map((plan) => (
            <li key={plan.period}>
              <PlanCard plan={plan} featured={plan.period === FEATURED_PERIOD} planChoice={planChoice} />
            </li>
          ))}
        </Grid>
        <Guarantee>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5l8-3zm-1 13.4l6-6-1.4-1.4-4.6 4.6-2.6-2.6L7 11.4l4 4z"
              fill="currentColor"
            />
          </svg>
          <span>
            <strong>Garantia de 7 dias:</strong> se não ficar satisfeito, devolvemos 100% do seu dinheiro.
          </span>
        </Guarantee>
      </Container>
    </Section>
  );
}
