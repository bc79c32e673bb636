/**
 * Undo steps, run last-in first-out (stop a server before dropping its database, and that before
 * removing the temp dir). A step runs once, whether the bench ends normally, fails or is interrupted.
 */
export class Cleanup {
  private readonly steps: { label: string; undo: () => Promise<void> }[] = [];
  private draining: Promise<void> | undefined;

  /** Registers a step; the returned function runs it now (and takes it off the stack). */
  add(label: string, undo: () => Promise<void>): () => Promise<void> {
    const step = { label, undo };
    this.steps.push(step);
    return async () => {
      const index = this.steps.indexOf(step);
      if (index === -1) return;
      this.steps.splice(index, 1);
      await runStep(step);
    };
  }

  /**
   * Runs what is left. A second caller (Ctrl-C while the failing run cleans up, or the other way
   * round) waits for the same pass: it must not exit the process while a step is half done.
   */
  runAll(): Promise<void> {
    this.draining ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) await runStep(step);
      this.draining = undefined;
    })();
    return this.draining;
  }
}

/** A failing or hanging step must not keep the others from running. */
async function runStep(
  step: { label: string; undo: () => Promise<void> },
  timeoutMs = 20_000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([step.undo(), timeout]);
  } catch (error) {
    console.error(`cleanup: ${step.label} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
