// The checks n8n's public API makes on a workflow body before its handler runs: its OpenAPI schema
// (workflow.yml, node.yml, workflowSettings.yml) applied by express-openapi-validator, whose messages
// read "request/body must have required property 'settings'", "request/body/active is read-only",
// "request/body must NOT have additional properties"... All problems are joined with ", ".

type Body = Record<string, unknown>;

const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;

const WORKFLOW_READ_ONLY = [
  'id',
  'active',
  'createdAt',
  'updatedAt',
  'isArchived',
  'versionId',
  'triggerCount',
  'meta',
  'tags',
];
const WORKFLOW_WRITABLE = [
  'name',
  'description',
  'externalId',
  'nodes',
  'connections',
  'nodeGroups',
  'settings',
  'staticData',
  'pinData',
  'shared',
  'activeVersion',
];
const WORKFLOW_REQUIRED = ['name', 'nodes', 'connections', 'settings'];

const NODE_FIELDS: Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'> = {
  id: 'string',
  name: 'string',
  webhookId: 'string',
  disabled: 'boolean',
  notesInFlow: 'boolean',
  notes: 'string',
  type: 'string',
  typeVersion: 'number',
  executeOnce: 'boolean',
  alwaysOutputData: 'boolean',
  retryOnFail: 'boolean',
  maxTries: 'number',
  waitBetweenTries: 'number',
  continueOnFail: 'boolean',
  onError: 'string',
  position: 'array',
  parameters: 'object',
  credentials: 'object',
  customTelemetryTags: 'object',
};
const NODE_REQUIRED = ['name', 'type', 'typeVersion', 'position', 'parameters'];
const NODE_READ_ONLY = ['createdAt', 'updatedAt'];

const SETTINGS_FIELDS: Record<string, 'string' | 'number' | 'boolean' | 'array' | string[]> = {
  saveExecutionProgress: 'boolean',
  saveManualExecutions: 'boolean',
  saveDataErrorExecution: ['all', 'none'],
  saveDataSuccessExecution: ['all', 'none'],
  executionTimeout: 'number',
  errorWorkflow: 'string',
  timezone: 'string',
  executionOrder: 'string',
  callerPolicy: ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'],
  callerIds: 'string',
  timeSavedPerExecution: 'number',
  redactionPolicy: ['none', 'non-manual', 'manual-only', 'all'],
  availableInMCP: 'boolean',
  customTelemetryTags: 'array',
  workerPoolOverrideProduction: 'string',
  workerPoolOverrideManual: 'string',
  workerPoolOverrideEvaluation: 'string',
};

function typeOf(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  return typeof v;
}

function checkType(errors: string[], where: string, value: unknown, want: string): boolean {
  if (typeOf(value) === want) return true;
  errors.push(`${where} must be ${want}`);
  return false;
}

function checkNode(errors: string[], where: string, value: unknown): void {
  const node = obj(value);
  if (!node) {
    errors.push(`${where} must be object`);
    return;
  }
  for (const key of NODE_REQUIRED) {
    if (!(key in node)) errors.push(`${where} must have required property '${key}'`);
  }
  for (const [key, v] of Object.entries(node)) {
    if (NODE_READ_ONLY.includes(key)) errors.push(`${where}/${key} is read-only`);
    else if (!(key in NODE_FIELDS)) errors.push(`${where} must NOT have additional properties`);
    else checkType(errors, `${where}/${key}`, v, NODE_FIELDS[key]);
  }
  if (Array.isArray(node.position)) {
    node.position.forEach((p, i) => checkType(errors, `${where}/position/${i}`, p, 'number'));
  }
}

function checkSettings(errors: string[], value: unknown): void {
  if (!checkType(errors, 'request/body/settings', value, 'object')) return;
  for (const [key, v] of Object.entries(value as Body)) {
    const want = SETTINGS_FIELDS[key];
    if (!want) errors.push('request/body/settings must NOT have additional properties');
    else if (Array.isArray(want)) {
      if (!want.includes(v as string)) {
        errors.push(`request/body/settings/${key} must be equal to one of the allowed values: ${want.join(', ')}`);
      }
    } else checkType(errors, `request/body/settings/${key}`, v, want);
  }
}

/** The schema's complaints about a create or update body (empty when it passes). */
export function workflowBodyErrors(value: unknown): string[] {
  const errors: string[] = [];
  const body = obj(value);
  if (!body) return ['request/body must be object'];
  for (const key of WORKFLOW_REQUIRED) {
    if (!(key in body)) errors.push(`request/body must have required property '${key}'`);
  }
  for (const key of Object.keys(body)) {
    if (WORKFLOW_READ_ONLY.includes(key)) errors.push(`request/body/${key} is read-only`);
    else if (!WORKFLOW_WRITABLE.includes(key)) errors.push('request/body must NOT have additional properties');
  }
  if ('name' in body) checkType(errors, 'request/body/name', body.name, 'string');
  if ('connections' in body) checkType(errors, 'request/body/connections', body.connections, 'object');
  if ('nodes' in body && checkType(errors, 'request/body/nodes', body.nodes, 'array')) {
    (body.nodes as unknown[]).forEach((n, i) => checkNode(errors, `request/body/nodes/${i}`, n));
  }
  if ('settings' in body) checkSettings(errors, body.settings);
  return [...new Set(errors)];
}
