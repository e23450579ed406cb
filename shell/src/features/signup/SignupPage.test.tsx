import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { SignupPage } from './SignupPage';

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
}

describe('SignupPage', () => {
  it('checks the rules in order, one message at a time', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup' });
    await submit(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Por favor, preencha todos os campos obrigatórios.');

    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'senha12');
    await user.type(screen.getByLabelText('Confirmar senha', { selector: 'input' }), 'senha13');
    await submit(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('As senhas não coincidem.');

    await user.clear(screen.getByLabelText('Confirmar senha', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirmar senha', { selector: 'input' }), 'senha12');
    await submit(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('A senha deve ter pelo menos 8 caracteres.');
  });

  it('asks a company for its name and CNPJ, with their placeholders', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('CPF')).toHaveAttribute('placeholder', '000.000.000-00');
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(screen.getByLabelText('Nome do responsável')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('placeholder', '00.000.000/0000-00');
    await user.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  });

  it('requires the terms last', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup' });
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'senhaforte123');
    await user.type(screen.getByLabelText('Confirmar senha', { selector: 'input' }), 'senhaforte123');
    await submit(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Você precisa aceitar os termos de serviço.');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });
});
