// The shape of the database's ids (gen_random_uuid): a value that is not one names nothing, so it is
// refused before the database is asked (which would answer 22P02 for it). The local stack's auth
// server checks user ids with it too.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
