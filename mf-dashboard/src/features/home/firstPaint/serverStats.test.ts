import { sampleStats } from '../sampleStats.fixture';
import { takeServerStats } from './serverStats';

/** The page as the shell's server sends it with the owner's figures (shared-build/home-first-paint.mjs). */
function sentWithPage(value: unknown) {
  const template = document.createElement('template');
  template.id = 'atende-home-stats';
  template.content.append(JSON.stringify(value));
  document.head.append(template);
}

describe('takeServerStats (the figures sent with the page)', () => {
  it("gives the owner's figures once", () => {
    sentWithPage({ userId: 'u1', stats: sampleStats() });
    expect(takeServerStats('u1')).toEqual(sampleStats());
    expect(takeServerStats('u1')).toBeNull();
  });

  it("never gives another session's figures, nor anything but an object", () => {
    sentWithPage({ userId: 'u1', stats: sampleStats() });
    expect(takeServerStats('u2')).toBeNull();
    sentWithPage({ userId: 'u1', stats: [1, 2] });
    expect(takeServerStats('u1')).toBeNull();
    expect(takeServerStats('u1')).toBeNull();
  });
});
