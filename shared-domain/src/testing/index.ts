// shared-domain/testing: what only tests use (this package's, the other packages', the journeys'). Not
// a federation singleton's content: no app imports it, so none of it ships.
export * from './generators.ts';
export * from './agentSchedule.ts';
export * from './planMonths.ts';
export * from './ownerCode.ts';
