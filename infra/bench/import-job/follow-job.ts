/** What a follower of the job's event stream saw, as the progress screen and `recipes import` see it. */
export interface FollowedJob {
  events: number;
  /** For each finished item: ms from its finish (the item's `finished_at`) to the event reporting it. */
  reportLagsMs: number[];
  done: Promise<void>;
}

interface ItemEvent {
  item: { finished_at: string | null };
}

/** Reads `/api/admin/imports/{id}/events` until `done`, timing how late each finished item is reported. */
export function followJobEvents(baseUrl: string, cookie: string, jobId: string): FollowedJob {
  const followed: FollowedJob = { events: 0, reportLagsMs: [], done: Promise.resolve() };
  followed.done = (async () => {
    const res = await fetch(`${baseUrl}/api/admin/imports/${jobId}/events`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
    let buffered = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      buffered += decoder.decode(chunk, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!block.startsWith('event:')) continue;
        followed.events++;
        if (block.startsWith('event: done')) return;
        if (!block.startsWith('event: item')) continue;
        const data = block.split('\n').find((line) => line.startsWith('data:'));
        const { item } = JSON.parse(data?.slice(5) ?? '{}') as ItemEvent;
        if (item.finished_at) followed.reportLagsMs.push(Date.now() - Date.parse(item.finished_at));
      }
    }
  })();
  return followed;
}
