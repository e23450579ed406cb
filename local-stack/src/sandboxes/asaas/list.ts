// Asaas's list envelope: {object:"list", hasMore, totalCount, limit, offset, data} (limit ≤ 100).

export type Body = Record<string, unknown>;

export function listOf<T>(items: T[], params: URLSearchParams) {
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const limit = Math.min(100, Math.max(1, Number.parseInt(params.get('limit') ?? '10', 10) || 10));
  const data = items.slice(offset, offset + limit);
  return {
    object: 'list' as const,
    hasMore: offset + data.length < items.length,
    totalCount: items.length,
    limit,
    offset,
    data,
  };
}
