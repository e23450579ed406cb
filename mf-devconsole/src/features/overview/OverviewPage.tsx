import styled from 'styled-components';
import { Badge, Card } from 'shared-ui';
import { PageHeader, PageStack } from 'shared-ui/widgets';
import { SAMPLE_LOG_LINES, SAMPLE_METRICS, STATIC_NOTE } from './overviewSamples';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Metrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const Metric = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

const Logs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray[900]};
  color: ${({ theme }) => theme.colors.gray[100]};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
  overflow-wrap: anywhere;
`;

/** Overview: static placeholder cards, marked as such; no call is made. */
export function OverviewPage() {
  return (
    <PageStack>
      <PageHeader title="Overview" />
      <Note>{STATIC_NOTE}</Note>
      <Metrics>
        {SAMPLE_METRICS.map((m) => (
          <Metric key={m.label}>
            <dt>{m.label}</dt>
            <dd>{m.value}</dd>
          </Metric>
        ))}
      </Metrics>
      <Card as="section" title="Status do sistema">
        <div>
          <Badge tone="success">Sistema Online</Badge>
        </div>
      </Card>
      <Card as="section" title="Logs recentes">
        <Logs>
          {SAMPLE_LOG_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Logs>
      </Card>
    </PageStack>
  );
}
