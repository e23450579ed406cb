import { useState } from 'react';
import { Dialog } from 'shared-ui/widgets';
import { Small } from './AuthForm';
import { TextButton } from './TextButton';

const TEXTS = {
  terms: {
    title: 'Termos de Serviço',
    body: 'Ao usar o Atende.AI você concorda em usar o assistente para atender os seus próprios clientes, manter seus dados de acesso em sigilo e respeitar as regras do WhatsApp. A assinatura pode ser cancelada a qualquer momento, com garantia de reembolso em 7 dias.',
  },
  privacy: {
    title: 'Política de Privacidade',
    body: 'Tratamos os seus dados e os dos seus clientes conforme a LGPD: usamos as informações apenas para prestar o serviço, não as vendemos e você pode pedir a exclusão da sua conta a qualquer momento pelo suporte.',
  },
} as const;

/** Links to the terms and the privacy policy, shown in a dialog. */
export function LegalLinks() {
  const [open, setOpen] = useState<keyof typeof TEXTS | null>(null);
  return (
    <Small>
      <TextButton onClick={() => setOpen('terms')}>Termos de Serviço</TextButton> ·{' '}
      <TextButton onClick={() => setOpen('privacy')}>Política de Privacidade</TextButton>
      {open && (
        <Dialog open title={TEXTS[open].title} onClose={() => setOpen(null)}>
          <p>{TEXTS[open].body}</p>
        </Dialog>
      )}
    </Small>
  );
}
