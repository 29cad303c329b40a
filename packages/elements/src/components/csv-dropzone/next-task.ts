/**
 * Resolves in a new task, so the browser can paint (the progress bar) and handle input between
 * two steps of long work on the main thread. A message, unlike `setTimeout(0)`, is not clamped to
 * 4 ms after a few nested calls.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
