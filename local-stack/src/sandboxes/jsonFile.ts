// A sandbox's data kept in one JSON file of the stack's data folder, so a restart finds what the
// provider would still have. Writes are batched (changes come in bursts) and atomic (temp + rename).
import fs from 'node:fs';

export class JsonFile<T> {
  private timer: NodeJS.Timeout | null = null;

  /** @param file null keeps everything in memory. @param snapshot what to write, read at write time. */
  constructor(
    private readonly file: string | null,
    private readonly snapshot: () => T,
  ) {}

  read(): T | null {
    return this.file && fs.existsSync(this.file) ? (JSON.parse(fs.readFileSync(this.file, 'utf8')) as T) : null;
  }

  /** Writes soon. */
  save(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => this.flush(), 50);
  }

  /** Writes now (on stop). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.file) return;
    fs.writeFileSync(`${this.file}.tmp`, JSON.stringify(this.snapshot()));
    fs.renameSync(`${this.file}.tmp`, this.file);
  }
}
