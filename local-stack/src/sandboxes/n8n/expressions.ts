// A small evaluator of n8n parameter expressions, enough to run the HTTP tool nodes the assistant's
// workflow publishes. A parameter starting with '=' is a template whose {{ … }} parts are evaluated
// (a template that is a single {{ … }} keeps the value's type, as n8n does); any other value is literal.
// Understood inside {{ }}: string, number, true/false/null literals, object literals,
// `$fromAI('key', 'description', 'type')`, `$('Node').item.json…`, `$json…`, member access (`.x`,
// `?.x`, `[i]`), `JSON.stringify(x)` and `<string>.split(sep)`. Anything else is an ExpressionError,
// so a workflow that relies on more than this is refused rather than run differently from n8n.

export class ExpressionError extends Error {}

export interface ExpressionContext {
  /** `$fromAI(key, …)`: what the model supplied for each key. */
  fromAI: Record<string, unknown>;
  /** `$('Node').item.json` for the nodes that ran before the tool (the Webhook node's item). */
  items: Record<string, Record<string, unknown>>;
  /** `$json`: the agent's input item. */
  json: Record<string, unknown>;
}

/** A built-in the expressions may call. */
class Callable {
  constructor(
    readonly name: string,
    readonly call: (args: unknown[]) => unknown,
  ) {}
}

type Token =
  | { kind: 'str'; value: string }
  | { kind: 'num'; value: number }
  | { kind: 'id'; value: string }
  | { kind: 'op'; value: string };

const OPS = ['?.', '.', ',', ':', '(', ')', '[', ']', '{', '}'];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let value = '';
      i++;
      while (i < src.length && src[i] !== ch) {
        if (ch === '`' && src[i] === '$' && src[i + 1] === '{') {
          throw new ExpressionError('Template literals with ${} are not supported');
        }
        if (src[i] === '\\') {
          const next = src[i + 1];
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else value += src[i++];
      }
      if (i >= src.length) throw new ExpressionError('Unterminated string');
      i++;
      out.push({ kind: 'str', value });
    } else if (/[0-9]/.test(ch)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(src.slice(i))!;
      out.push({ kind: 'num', value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(src.slice(i))!;
      out.push({ kind: 'id', value: m[0] });
      i += m[0].length;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExpressionError(`Unsupported syntax "${src.slice(i, i + 10)}"`);
      out.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  return out;
}

const FROM_AI_TYPES = ['string', 'number', 'boolean', 'json'];

function fromAI(ctx: ExpressionContext, args: unknown[]): unknown {
  const [key, , type = 'string', fallback] = args;
  if (typeof key !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(key)) {
    throw new ExpressionError('$fromAI needs a key of letters, digits, "_" or "-"');
  }
  if (typeof type !== 'string' || !FROM_AI_TYPES.includes(type)) {
    throw new ExpressionError(`$fromAI("${key}"): unknown type "${String(type)}"`);
  }
  const value = key in ctx.fromAI ? ctx.fromAI[key] : fallback;
  if (value === undefined) throw new ExpressionError(`The model did not supply "${key}"`);
  const actual = typeof value === 'object' ? 'json' : typeof value;
  if (actual !== type) throw new ExpressionError(`"${key}" must be ${type}`);
  return value;
}

class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly ctx: ExpressionContext,
  ) {}

  parseAll(): unknown {
    const value = this.expression();
    if (this.pos < this.tokens.length) throw new ExpressionError('Unexpected input after the expression');
    return value;
  }

  private peek(value: string): boolean {
    const t = this.tokens[this.pos];
    return t?.kind === 'op' && t.value === value;
  }

  private expect(value: string): void {
    if (!this.peek(value)) throw new ExpressionError(`Expected "${value}"`);
    this.pos++;
  }

  private expression(): unknown {
    let value = this.primary();
    for (;;) {
      if (this.peek('.') || this.peek('?.')) {
        const optional = this.tokens[this.pos].kind === 'op' && this.tokens[this.pos].value === '?.';
        this.pos++;
        const name = this.tokens[this.pos++];
        if (name?.kind !== 'id') throw new ExpressionError('Expected a property name');
        value = this.member(value, name.value, optional);
      } else if (this.peek('[')) {
        this.pos++;
        const key = this.expression();
        this.expect(']');
        value = this.member(value, key, false);
      } else if (this.peek('(')) {
        this.pos++;
        const args = this.list(')');
        if (!(value instanceof Callable)) throw new ExpressionError('Only known functions may be called');
        value = value.call(args);
      } else return value;
    }
  }

  private list(close: string): unknown[] {
    const out: unknown[] = [];
    while (!this.peek(close)) {
      out.push(this.expression());
      if (!this.peek(close)) this.expect(',');
    }
    this.pos++;
    return out;
  }

  private member(target: unknown, key: unknown, optional: boolean): unknown {
    if (target === null || target === undefined) {
      if (optional) return undefined;
      throw new ExpressionError(`Cannot read properties of ${String(target)} (reading '${String(key)}')`);
    }
    if (typeof target === 'string' && key === 'split') {
      return new Callable('split', ([sep]) => {
        if (typeof sep !== 'string') throw new ExpressionError('split needs a string separator');
        return target.split(sep);
      });
    }
    if (target instanceof Callable || (typeof key !== 'string' && typeof key !== 'number')) {
      throw new ExpressionError(`Unsupported member "${String(key)}"`);
    }
    if (typeof target !== 'object') throw new ExpressionError(`Unsupported member "${String(key)}"`);
    return Object.prototype.hasOwnProperty.call(target, key) ? (target as Record<string, unknown>)[key] : undefined;
  }

  private primary(): unknown {
    const t = this.tokens[this.pos++];
    if (!t) throw new ExpressionError('Unexpected end of the expression');
    if (t.kind === 'str' || t.kind === 'num') return t.value;
    if (t.kind === 'op' && t.value === '(') {
      const value = this.expression();
      this.expect(')');
      return value;
    }
    if (t.kind === 'op' && t.value === '{') return this.object();
    if (t.kind === 'id') return this.identifier(t.value);
    throw new ExpressionError(`Unexpected "${t.value}"`);
  }

  private object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    while (!this.peek('}')) {
      const key = this.tokens[this.pos++];
      if (key?.kind !== 'id' && key?.kind !== 'str') throw new ExpressionError('Expected a key');
      this.expect(':');
      out[String(key.value)] = this.expression();
      if (!this.peek('}')) this.expect(',');
    }
    this.pos++;
    return out;
  }

  private identifier(name: string): unknown {
    const ctx = this.ctx;
    switch (name) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'null':
        return null;
      case '$json':
        return ctx.json;
      case '$fromAI':
        return new Callable('$fromAI', (args) => fromAI(ctx, args));
      case '$':
        return new Callable('$', ([node]) => {
          const item = typeof node === 'string' ? ctx.items[node] : undefined;
          if (!item) throw new ExpressionError(`Referenced node doesn't exist: ${String(node)}`);
          return { item: { json: item } };
        });
      case 'JSON':
        return { stringify: new Callable('JSON.stringify', ([value]) => JSON.stringify(value)) };
      default:
        throw new ExpressionError(`Unknown variable "${name}"`);
    }
  }
}

export function evaluateExpression(src: string, ctx: ExpressionContext): unknown {
  return new Parser(tokenize(src), ctx).parseAll();
}

/** A node parameter's value as n8n resolves it: literal, or an '=' template with {{ }} parts. */
export function resolveParameter(value: unknown, ctx: ExpressionContext): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveParameter(v, ctx));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveParameter(v, ctx)]));
  }
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  const template = value.slice(1);
  const parts: unknown[] = [];
  let rest = template;
  while (rest.length) {
    const open = rest.indexOf('{{');
    if (open < 0) {
      parts.push(rest);
      break;
    }
    const close = rest.indexOf('}}', open + 2);
    if (close < 0) throw new ExpressionError('Unclosed {{ in the expression');
    if (open > 0) parts.push(rest.slice(0, open));
    parts.push({ value: evaluateExpression(rest.slice(open + 2, close), ctx) });
    rest = rest.slice(close + 2);
  }
  const evaluated = (p: unknown) => (typeof p === 'object' && p !== null ? (p as { value: unknown }).value : p);
  if (parts.length === 1) return evaluated(parts[0]);
  return parts
    .map((p) => {
      const v = evaluated(p);
      if (typeof v === 'string') return v;
      return v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    })
    .join('');
}
