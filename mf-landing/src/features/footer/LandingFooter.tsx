import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SECTION_LINKS } from '../../lib/sections';
import { SHELL_PAGES } from 'shared-build/paths';

const Root = styled.footer`
  /* Extra room at the bottom so the floating WhatsApp button never covers the last line. */
  padding: ${({ theme }) => theme.space[12]} 0 96px;
  background: ${({ theme }) => theme.colors.gray[900]};
  color: ${({ theme }) => theme.colors.gray[300]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.gray[100]};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.gray[0]};
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.mdDown} {
    grid-template-columns: minmax(0, 1fr);
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray[0]};
`;

const Blurb = styled.p`
  max-width: 420px;
  margin: 0;
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.gray[0]};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

const Bottom = styled.p`
  max-width: 1160px;
  margin: ${({ theme }) => theme.space[10]} auto 0;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.gray[700]};
  color: ${({ theme }) => theme.colors.gray[400]};
`;

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <Root>
      <Inner>
        <div>
          <Brand>Atende.AI</Brand>
          <Blurb>
            Assistente de inteligência artificial que atende seus clientes no WhatsApp 24 horas por dia, agenda horários
            e envia lembretes para clínicas, salões, dentistas e prestadores de serviço.
          </Blurb>
        </div>
        <nav aria-label="Rodapé">
          <ColumnTitle>Navegação</ColumnTitle>
          <Links>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`}>{link.label}</a>
              </li>
            ))}
          </Links>
        </nav>
        <div>
          <ColumnTitle>Acesso</ColumnTitle>
          <Links>
            <li>
              <Link to={SHELL_PAGES.login}>Entrar</Link>
            </li>
            <li>
              <Link to={SHELL_PAGES.signup}>Criar conta</Link>
            </li>
            <li>
              <Link to={SHELL_PAGES.devLogin}>Acesso técnico</Link>
            </li>
          </Links>
        </div>
      </Inner>
      <Bottom>© {year} Atende.AI. Todos os direitos reservados.</Bottom>
    </Root>
  );
}
