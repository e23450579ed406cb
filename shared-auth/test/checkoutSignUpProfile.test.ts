// Integration: the checkout's sign-up metadata keys (name, phone, personType, cpf or businessName and
// cnpj) go through the sign-up service to the real local stack, and the database's sign-up trigger
// fills the profile from them just as from the signup screen's keys.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import pg from 'pg';
import { stack } from 'local-stack/testing';
import { normalizeCnpj } from 'shared-domain';
import { generateCnpj, generateCpf } from 'shared-domain/testing';
import './support/pageClient';
import { checkoutMetadata, getSupabase, signUpCustomer } from '../src/client';

// The sign-up sends the page's address as the confirmation link's target.
Object.assign((globalThis as unknown as { window: object }).window, { location: { origin: 'http://localhost:3000' } });

const admin = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
after(() => admin.end());

const email = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@exemplo.com.br`;

async function profileOf(userId: string) {
  const { rows } = await admin.query(
    'select full_name, phone, person_type, cpf, business_name, cnpj, role, id_dono from public.profiles where id = $1',
    [userId],
  );
  return rows[0];
}

test("an individual's profile is filled from the checkout's keys", async () => {
  const cpf = generateCpf();
  const { user } = await signUpCustomer(
    {
      email: email('checkout.pf'),
      password: 'segredo1',
      name: 'Maria Oliveira',
      phone: '(11) 98765-4321',
      personType: 'fisica',
      cpf,
    },
    { metadata: checkoutMetadata },
  );
  await getSupabase().auth.signOut();
  assert.equal(user.user_metadata.name, 'Maria Oliveira');
  assert.equal(user.user_metadata.personType, 'fisica');
  assert.equal(user.user_metadata.full_name, undefined);
  assert.equal(user.user_metadata.person_type, undefined);
  const profile = await profileOf(user.id);
  assert.equal(profile.full_name, 'Maria Oliveira');
  assert.equal(profile.phone, '11987654321');
  assert.equal(profile.person_type, 'fisica');
  assert.equal(profile.cpf, cpf.replace(/\D/g, ''));
  assert.equal(profile.business_name, null);
  assert.equal(profile.role, 'client');
  assert.match(profile.id_dono, /^USR-[A-Z0-9]{8}$/);
});

test("a company's profile is filled from the checkout's keys", async () => {
  const cnpj = generateCnpj();
  const { user } = await signUpCustomer(
    {
      email: email('checkout.pj'),
      password: 'segredo1',
      name: 'João Lima',
      phone: '11912345678',
      personType: 'juridica',
      businessName: 'Clínica Bem-Estar',
      cnpj,
    },
    { metadata: checkoutMetadata },
  );
  await getSupabase().auth.signOut();
  assert.equal(user.user_metadata.businessName, 'Clínica Bem-Estar');
  assert.equal(user.user_metadata.full_name, undefined);
  const profile = await profileOf(user.id);
  assert.equal(profile.full_name, 'João Lima');
  assert.equal(profile.phone, '11912345678');
  assert.equal(profile.person_type, 'juridica');
  assert.equal(profile.business_name, 'Clínica Bem-Estar');
  assert.equal(profile.cnpj, normalizeCnpj(cnpj));
  assert.equal(profile.cpf, null);
});
