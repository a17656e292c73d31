import { useQuery } from '@tanstack/react-query';
import {
  defaultSeason,
  EMBED_HEIGHT_MESSAGE,
  EMBED_KINDS,
  type EmbedKind,
  embedPath,
  embedSnippet,
  embedsCompetition,
} from '@touchline/domain';
import { useEffect, useRef, useState } from 'react';
import { competitionQueries } from '../../api/competitions';
import { NATIONAL_SCOPE } from '../../api/entities';
import { nationalQueries } from '../../api/national';
import { SelectField } from '../../ui/SelectField';
import './embedDocs.css';

const KIND_LABELS: Record<EmbedKind, string> = {
  ladder: "A competition's ladder",
  playoffs: "A competition's playoff picture",
  fixtures: "A team's fixtures",
  results: "A team's results",
};

/** What each embed shows, and the words its snippet's title takes. */
const KIND_NOTES: Record<EmbedKind, { path: string; about: string; title: string }> = {
  ladder: {
    path: '/embed/ladder/{competition}',
    about:
      'The ladder, with clinched and eliminated marks. While a match is live it shows the ladder as it stands, marked provisional.',
    title: 'ladder',
  },
  playoffs: {
    path: '/embed/playoffs/{competition}',
    about:
      'The playoff picture: the seeds, division winners and wild cards, the byes, the finals line and the teams chasing.',
    title: 'playoff picture',
  },
  fixtures: {
    path: '/embed/fixtures/{team}',
    about: "A team's next matches, live scores first.",
    title: 'fixtures',
  },
  results: { path: '/embed/results/{team}', about: "A team's latest results.", title: 'results' },
};

/**
 * How a club's webmaster puts Touchline on their own site: pick a ladder, a playoff picture, or
 * a team's fixtures or results, see it live, and copy the iframe snippet (which sizes itself to
 * the embed).
 */
export function EmbedDocsScreen() {
  const [kind, setKind] = useState<EmbedKind>('ladder');
  const [chosenSeason, setSeason] = useState<number | null>(null);
  const [chosenCompetition, setCompetition] = useState<number | null>(null);
  const [chosenTeam, setTeam] = useState<number | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const preview = usePreviewHeight();

  const seasons = useQuery(nationalQueries.seasons());
  const season = chosenSeason ?? defaultSeason(seasons.data ?? []);
  const competitions = useQuery({
    ...competitionQueries.list({ season, gameType: 'teams', scope: NATIONAL_SCOPE }),
    enabled: season !== null,
  });
  const competition =
    competitions.data?.find((c) => c._id === chosenCompetition) ?? competitions.data?.[0] ?? null;
  const team = competition?.teams.find((t) => t._id === chosenTeam) ?? competition?.teams[0] ?? null;
  const target = embedsCompetition(kind)
    ? competition && { kind, id: competition._id, title: `${competition.name} ${KIND_NOTES[kind].title}` }
    : team && { kind, id: team._id, title: `${team.name} ${KIND_NOTES[kind].title}` };
  const origin = window.location.origin;
  const snippet = target ? embedSnippet(origin, target, target.title) : '';

  // The clipboard is only there on HTTPS (and localhost); elsewhere the text is there to select.
  const copy = () =>
    navigator.clipboard
      ?.writeText(snippet)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('no')) ?? setCopied('no');

  return (
    <div className="embed-docs">
      <h1 className="embed-docs__title">Embeds for club websites</h1>
      <p>
        Put a live ladder, a playoff picture, or a team's fixtures or results, on your own website. Pick what
        to show, then copy the snippet into your page. It updates by itself as scores come in and grows to fit
        its content.
      </p>
      <dl className="embed-docs__kinds">
        {EMBED_KINDS.map((k) => (
          <div key={k} className="embed-docs__kind">
            <dt>
              {KIND_LABELS[k]} <code>{KIND_NOTES[k].path}</code>
            </dt>
            <dd>{KIND_NOTES[k].about}</dd>
          </div>
        ))}
      </dl>
      <div className="embed-docs__fields">
        <SelectField
          label="Show"
          value={kind}
          onChange={(value) => setKind(value as EmbedKind)}
          className="embed-docs__field"
        >
          {EMBED_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Season"
          value={season ?? ''}
          onChange={(value) => {
            setSeason(Number(value));
            setCompetition(null);
            setTeam(null);
          }}
          disabled={!seasons.data}
          className="embed-docs__field"
        >
          {(seasons.data ?? []).map((s) => (
            <option key={s._id} value={s._id}>
              {s._id}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Competition"
          value={competition?._id ?? ''}
          onChange={(value) => {
            setCompetition(Number(value));
            setTeam(null);
          }}
          disabled={!competitions.data?.length}
          className="embed-docs__field"
        >
          {(competitions.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {!embedsCompetition(kind) && (
          <SelectField
            label="Team"
            value={team?._id ?? ''}
            onChange={(value) => setTeam(Number(value))}
            disabled={!competition?.teams.length}
            className="embed-docs__field"
          >
            {(competition?.teams ?? []).map((t) => (
              <option key={t._id} value={t._id}>
                {t.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {target ? (
        <>
          <h2 className="embed-docs__heading">Snippet</h2>
          <textarea
            className="embed-docs__snippet"
            readOnly
            value={snippet}
            rows={11}
            aria-label="The snippet to paste into your page"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="embed-docs__actions">
            <button type="button" className="embed-docs__copy" onClick={() => void copy()}>
              Copy snippet
            </button>
            <span role="status">
              {copied === 'yes'
                ? 'Copied.'
                : copied === 'no'
                  ? 'Could not copy: select the snippet and copy it.'
                  : ''}
            </span>
          </div>
          <h2 className="embed-docs__heading">Preview</h2>
          <iframe
            key={embedPath(target)}
            ref={preview.ref}
            style={{ height: preview.height }}
            className="embed-docs__preview"
            src={embedPath(target)}
            title={`Preview: ${target.title}`}
          />
        </>
      ) : (
        <p role="status">
          {competitions.isPending || seasons.isPending ? 'Loading…' : 'Nothing to embed yet.'}
        </p>
      )}
    </div>
  );
}

/** The preview's height, as its embed posts it: what the snippet does on a club's page. */
function usePreviewHeight() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(420);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; height?: number } | null;
      if (event.origin !== window.location.origin || event.source !== ref.current?.contentWindow) return;
      if (data?.type === EMBED_HEIGHT_MESSAGE && typeof data.height === 'number') setHeight(data.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return { ref, height };
}
