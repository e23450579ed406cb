import { Card } from 'shared-ui';
import { EmptyState, PageHeader, PageStack } from 'shared-ui/widgets';

/** One page for every section not built yet: its heading, then an honest 'Em breve'. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageStack>
      <PageHeader title={title} />
      <Card>
        <EmptyState title="Em breve" description="Esta seção ainda não está disponível no console." />
      </Card>
    </PageStack>
  );
}
