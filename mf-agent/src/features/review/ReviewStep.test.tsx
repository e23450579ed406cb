import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError } from 'shared-auth';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { activateAgent } from './api/activateAgent';
import { ReviewStep, type ChecklistItem } from './ReviewStep';

jest.mock('./api/activateAgent');
const activate = jest.mocked(activateAgent);

const all = (done: boolean): ChecklistItem[] =>
  ['Informações Básicas', 'WhatsApp', 'Produtos/Serviços', 'Agenda'].map((label) => ({ label, done }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ReviewStep', () => {
  it('lists pending steps, warns and keeps activation disabled', () => {
    const checklist = all(true);
    checklist[1] = { label: 'WhatsApp', done: false };
    renderSignedIn(<ReviewStep agentName="Bia" active={false} checklist={checklist} onActivated={jest.fn()} />);
    expect(screen.getByText('Bia')).toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    const whatsapp = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith('WhatsApp'));
    expect(within(whatsapp!).getByText('pendente')).toBeInTheDocument();
    expect(screen.getAllByText('Concluído')).toHaveLength(3);
    expect(
      screen.getByText(
        'Algumas configurações ainda estão pendentes. Complete todas as etapas para ativar seu assistente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar Assistente' })).toBeDisabled();
  });

  it('activates, says so and hands the result on', async () => {
    const result = {
      status: 'active' as const,
      workflowId: 'wf1',
      webhookUrl: 'https://n8n/webhook/x',
      webhookRegistered: true,
    };
    activate.mockResolvedValue(result);
    const success = jest.spyOn(toast, 'success');
    const onActivated = jest.fn();
    const user = userEvent.setup();
    renderSignedIn(<ReviewStep agentName="Bia" active={false} checklist={all(true)} onActivated={onActivated} />);
    expect(screen.queryByText(/Algumas configurações/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar Assistente' }));
    expect(success).toHaveBeenCalledWith('Configuração finalizada com sucesso!');
    expect(onActivated).toHaveBeenCalledWith(result);
  });

  it('names the WhatsApp channel in use beside its step', () => {
    const checklist = all(true);
    checklist[1] = { label: 'WhatsApp', done: true, detail: 'WhatsApp Business API (oficial)' };
    renderSignedIn(<ReviewStep agentName="Bia" active={false} checklist={checklist} onActivated={jest.fn()} />);
    const whatsapp = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith('WhatsApp'));
    expect(within(whatsapp!).getByText('WhatsApp: WhatsApp Business API (oficial)')).toBeInTheDocument();
    expect(within(whatsapp!).getByText('Concluído')).toBeInTheDocument();
  });

  it('shows Ativo once active', () => {
    renderSignedIn(<ReviewStep agentName="Bia" active checklist={all(true)} onActivated={jest.fn()} />);
    expect(screen.getByText('Ativo')).toBeInTheDocument();
  });

  it('reports a refused activation with its pt-BR texts and stays as it was', async () => {
    activate.mockRejectedValue(new FunctionCallError('Configuração incompleta', 'incomplete', 400));
    const error = jest.spyOn(toast, 'error');
    const onActivated = jest.fn();
    const user = userEvent.setup();
    renderSignedIn(<ReviewStep agentName="Bia" active={false} checklist={all(true)} onActivated={onActivated} />);
    await user.click(screen.getByRole('button', { name: 'Ativar Assistente' }));
    expect(error).toHaveBeenCalledWith('Erro ao finalizar configuração');
    expect(screen.getByRole('alert')).toHaveTextContent('Configuração incompleta');
    expect(onActivated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ativar Assistente' })).toBeEnabled();
  });

  it('tells an owner without a live subscription why the assistant was not activated', async () => {
    const message =
      'Sua assinatura não está ativa. Escolha um plano ou regularize o pagamento em Meu Plano para ativar o assistente.';
    activate.mockRejectedValue(new FunctionCallError(message, 'subscription_inactive', 403));
    const user = userEvent.setup();
    renderSignedIn(<ReviewStep agentName="Bia" active={false} checklist={all(true)} onActivated={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Ativar Assistente' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Ir para Meu Plano' })).toHaveAttribute(
      'href',
      '/user-dashboard/plan',
    );
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
  });

  it("offers the owner's booking page to share, with its QR code", async () => {
    signIn({ booking_slug: 'clinica-bem-estar' });
    renderSignedIn(<ReviewStep agentName="Bia" active checklist={all(true)} onActivated={jest.fn()} />);
    const card = screen.getByRole('region', { name: 'Sua página de agendamento' });
    expect(within(card).getByText(`${window.location.origin}/agendar/clinica-bem-estar`)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Baixar QR Code' })).toHaveAttribute(
      'download',
      'qrcode-agendamento-clinica-bem-estar.png',
    );
  });
});
