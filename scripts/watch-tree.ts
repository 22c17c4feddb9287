/**
 * A recursive file watcher that survives editors' atomic saves.
 *
 * Node's `fs.watch(dir, { recursive: true })` on Linux watches every file by
 * its inode. An editor that saves by writing a temporary file and renaming it
 * over the original (vim, JetBrains' "safe write", many others) replaces
 * that inode: the first save is reported, every later save of the file is
 * not. Here each directory is watched instead (inotify reports writes,
 * creations and renames of the entries inside it, whatever their inode),
 * and directories created later are watched as they appear.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/**
 * Calls `onChange` with the path (relative to `root`) of every file or
 * directory written, created, renamed or removed anywhere under `root`.
 */
export function watchTree(root: string, onChange: (file: string) => void): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;
  const add = (dir: string) => {
    if (closed || watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (closed || !name) return;
        const path = join(dir, String(name));
        if (isDirectory(path)) add(path);
        onChange(relative(root, path));
      });
    } catch {
      return; // removed before it could be watched
    }
    // A removed directory's watcher ends with an error on some systems: forget it.
    watcher.on('error', () => drop(dir));
    watchers.set(dir, watcher);
    for (const entry of safeReaddir(dir)) if (entry.isDirectory()) add(join(dir, entry.name));
  };
  const drop = (dir: string) => {
    for (const [d, w] of watchers) {
      if (d === dir || d.startsWith(dir + '/')) {
        w.close();
        watchers.delete(d);
      }
    }
  };
  add(root);
  // Directories removed since: their watchers would hold dead inodes.
  const sweep = setInterval(() => {
    for (const dir of watchers.keys()) if (!existsSync(dir)) drop(dir);
  }, 5000);
  sweep.unref();
  return {
    close() {
      closed = true;
      clearInterval(sweep);
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function safeReaddir(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
