import { useAppStore } from '../../store/store-context';
import { shortenPath } from './model/path-display';

/**
 * A path shortened with `~` whose start gives way first when space runs out ("…/hooks/TaskStart"),
 * so that the file name stays readable. The full path is in the title; copying gives one line.
 */
export function PathText({ path }: { path: string }) {
  const home = useAppStore((state) => state.appInfo?.home);
  return (
    <span className="path-text" title={path}>
      <span dir="ltr">{shortenPath(path, home)}</span>
    </span>
  );
}
