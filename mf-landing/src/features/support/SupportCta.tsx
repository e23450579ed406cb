import styled from 'styled-components';
import { LinkButton } from 'shared-ui';
import { whatsappChatUrl } from '../../lib/contact';
import { Container, Section } from '../../lib/layout';
import { SECTION_IDS } from '../../lib/sections';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  /* The page's purple focus ring would not show on the purple box. */
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${({ theme }) => theme.media.smDown} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 2rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.mdDown} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Text = styled.p`
  max-width: 620px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Hours = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.16);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

// On the purple box: a white button, and a light outline one (both well above 4.5:1).
const WhiteButton = styled(LinkButton)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const OutlineButton = styled(LinkButton)`
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  border-color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** Contact call to action (#contato): support hours, WhatsApp and a way to start. */
export function SupportCta() {
  return (
    <Section id={SECTION_IDS.contact} aria-labelledby="contato-titulo">
      <Container>
        <Box>
          <Title id="contato-titulo">Ainda com dúvidas? Fale com a gente</Title>
          <Text>Nossa equipe ajuda você a escolher o plano e a deixar o assistente com a cara do seu negócio.</Text>
          <Hours>Suporte de segunda a sexta, das 9h às 18h</Hours>
          <Actions>
            <WhiteButton href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer" $size="lg">
              Falar pelo WhatsApp
            </WhiteButton>
            <OutlineButton href={`#${SECTION_IDS.pricing}`} $size="lg">
              Escolher meu plano
            </OutlineButton>
          </Actions>
        </Box>
      </Container>
    </Section>
  );
}
