import { useParams } from 'react-router';

interface PlaceholderScreenProps {
  title: string;
  /** The route param that identifies what the screen shows, e.g. matchId. */
  idParam?: string;
}

/** Stands in for a screen that is not built yet: names it, so routing can be seen and tested. */
export function PlaceholderScreen({ title, idParam }: PlaceholderScreenProps) {
  const params = useParams();
  const id = idParam ? params[idParam] : undefined;
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {title}
        {id && <span className="screen__id"> #{id}</span>}
      </h1>
      <p className="screen__note">This screen is on its way.</p>
    </section>
  );
}
