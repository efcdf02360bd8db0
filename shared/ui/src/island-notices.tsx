/**
 * The notices a page carries for its islands, as templates the island runtime copies where an
 * island cannot load or render (see islandNotice in @agency/platform/islands): the words are the
 * page's, in its language, and the runtime has none of its own. Styled by islands.css, so they
 * show without any island's code.
 */
import { islandNotice } from '@agency/platform/islands';

export interface IslandNoticesCopy {
  unavailable: string;
  tryAgain: string;
  reload: string;
}

function Notice({ text, action }: { text: string; action: string }) {
  return (
    <p className="island-unavailable" role="status">
      {text}{' '}
      <button type="button" data-island-retry="">
        {action}
      </button>
    </p>
  );
}

export function IslandNotices({ copy }: { copy: IslandNoticesCopy }) {
  return (
    <>
      <template id={islandNotice.tryAgainTemplateId}>
        <Notice text={copy.unavailable} action={copy.tryAgain} />
      </template>
      <template id={islandNotice.reloadTemplateId}>
        <Notice text={copy.unavailable} action={copy.reload} />
      </template>
    </>
  );
}
