// The Overview's placeholder figures, exactly as the original shows them. Nothing here is
// measured; the page says so.
export const SAMPLE_METRICS = [
  { label: 'CPU', value: '45%' },
  { label: 'Memória', value: '2.4GB' },
  { label: 'Usuários ativos', value: '1,234' },
  { label: 'Chamadas de API', value: '45.2k' },
] as const;

export const SAMPLE_LOG_LINES = [
  '[INFO] 10:42:01 Servidor iniciado',
  '[INFO] 10:42:03 Conexão com o banco de dados estabelecida',
  '[WARN] 10:45:17 Tempo de resposta acima do esperado em /api/agenda',
] as const;

export const STATIC_NOTE = 'Dados ilustrativos — este painel ainda não mostra métricas ao vivo.';
