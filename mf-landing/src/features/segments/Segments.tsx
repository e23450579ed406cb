import styled from 'styled-components';
import { Container, Section, SectionHeading, SectionLead, ThreeColumnList } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';
import { SEGMENTS, type Segment } from './segmentData';

const Grid = styled(ThreeColumnList)`
  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Audience = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ICON_PATHS: Record<Segment['id'], string> = {
  // Sparkles
  estetica:
    'M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8L12 2zm6 12l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14z',
  // Medical cross
  saude: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3z',
  // Briefcase
  servicos:
    'M9 4h6a2 2 0 012 2v1h3a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V8a1 1 0 011-1h3V6a2 2 0 012-2zm0 3h6V6H9v1z',
};

/** Features by business segment (#recursos): aesthetics, health, services. */
export function Segments() {
  return (
    <Section id={SECTION_IDS.features} aria-labelledby="recursos-titulo">
      <Container>
        <SectionHeading id="recursos-titulo">Recursos feitos para o seu tipo de negócio</SectionHeading>
        <SectionLead>
          O assistente aprende como o seu negócio funciona e atende cada cliente do jeito certo, do primeiro contato até
          o horário marcado.
        </SectionLead>
        <Grid>
          {SEGMENTS.map((segment) => (
            <li key={segment.id}>
              <Card aria-labelledby={`segmento-${segment.id}`}>
                <Icon aria-hidden="true">
                  <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
                    <path d={ICON_PATHS[segment.id]} fill="currentColor" />
                  </svg>
                </Icon>
                <Title id={`segmento-${segment.id}`}>{segment.title}</Title>
                <Audience>{segment.audience}</Audience>
                <Features>
                  {segment.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </Features>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
