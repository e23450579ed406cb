import styled from 'styled-components';

/** Fictitious client businesses, drawn as text marks (no image downloads). */
export const CLIENT_LOGOS = [
  { name: 'Clínica Vida Plena', short: 'VP', color: '#0F766E' },
  { name: 'Studio Bella Forma', short: 'BF', color: '#BE185D' },
  { name: 'OdontoSorriso', short: 'OS', color: '#1D4ED8' },
  { name: 'Espaço Zen Estética', short: 'ZE', color: '#7C3AED' },
  { name: 'Barbearia Dom Corte', short: 'DC', color: '#92400E' },
  { name: 'Vet Amigo', short: 'VA', color: '#15803D' },
] as const;

const Strip = styled.section`
  padding: ${({ theme }) => theme.space[10]} 0;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Every mark has the same fixed box, so the strip's layout is known before paint (no shift).
const Mark = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 168px;
  height: 40px;
  color: ${({ theme }) => theme.colors.gray[700]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;

  svg {
    flex: none;
  }
`;

export function LogoStrip() {
  return (
    <Strip aria-labelledby="clientes-titulo">
      <Inner>
        <Heading id="clientes-titulo">Negócios de todo o Brasil já atendem com o Atende.AI</Heading>
        <List>
          {CLIENT_LOGOS.map((logo) => (
            <Mark key={logo.name}>
              <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                <rect width="32" height="32" rx="8" fill={logo.color} />
                <text
                  x="16"
                  y="20.5"
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="700"
                  fill="#ffffff"
                  fontFamily="system-ui, sans-serif"
                >
                  {logo.short}
                </text>
              </svg>
              <span>{logo.name}</span>
            </Mark>
          ))}
        </List>
      </Inner>
    </Strip>
  );
}
