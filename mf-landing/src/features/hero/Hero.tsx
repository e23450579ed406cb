import styled from 'styled-components';
import { Button, LinkButton } from 'shared-ui';
import { Container, Section } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { ChatDemo } from './ChatDemo';

/** The marketing claims shown in the hero. */
export const HERO_CLAIMS = [
  { value: 'Até 80%', label: 'menos faltas nos agendamentos' },
  { value: '98%', label: 'de satisfação com o suporte' },
  { value: '10 min', label: 'para configurar' },
] as const;

const Wrapper = styled(Section)`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySubtle} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2.75rem;
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.mdDown} {
    font-size: 2rem;
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray[700]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.smDown} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Claim = styled.li`
  display: flex;
  flex-direction: column;

  strong {
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primaryText};
    line-height: 1.2;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.smDown} {
    flex-direction: row;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Demo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const TryNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export function Hero({ planChoice }: { planChoice: PlanChoice }) {
  const { choose, warm, pending } = planChoice;
  return (
    <Wrapper id="inicio" aria-labelledby="inicio-titulo">
      <Container>
        <Grid>
          <Copy>
            <Title id="inicio-titulo">Atendimento 24h no WhatsApp com Inteligência Artificial</Title>
            <Lead>
              O Atende.AI responde seus clientes, marca horários direto na sua agenda e envia lembretes automáticos,
              enquanto você cuida do que importa. Ideal para clínicas, salões, dentistas e prestadores de serviço.
            </Lead>
            <Actions>
              <Button
                size="lg"
                onClick={() => choose('mensal')}
                onPointerEnter={warm}
                onFocus={warm}
                disabled={pending !== null}
              >
                Quero meu assistente
              </Button>
              <LinkButton href={`#${SECTION_IDS.pricing}`} $variant="secondary" $size="lg">
                Ver planos
              </LinkButton>
            </Actions>
            <Claims aria-label="Resultados do Atende.AI">
              {HERO_CLAIMS.map((claim) => (
                <Claim key={claim.value}>
                  <strong>{claim.value}</strong>
                  <span>{claim.label}</span>
                </Claim>
              ))}
            </Claims>
          </Copy>
          <Demo>
            <ChatDemo />
            <TryNote>
              Quer testar agora? Clique no botão <strong>Conversar no WhatsApp</strong>, no canto inferior direito da
              tela, e converse com a gente.
            </TryNote>
          </Demo>
        </Grid>
      </Container>
    </Wrapper>
  );
}
