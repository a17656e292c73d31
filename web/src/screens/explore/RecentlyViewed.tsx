import { useRecentlyViewed } from '../../state/storage';
import { CompetitionCard, TeamCard } from './cards';
import { LogoSlider } from './LogoSlider';

/** The 'Recently Viewed' row (spec 2.4): the visitor's last teams and competitions, if any. */
export function RecentlyViewed() {
  const items = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <section className="explore__section" aria-labelledby="explore-recent">
      <LogoSlider
        label="Recently Viewed"
        heading={
          <h2 id="explore-recent" className="explore__heading">
            Recently Viewed
          </h2>
        }
      >
        {items.map((item) => (
          <li key={`${item.type}-${item.entity._id}`} className="slider__item">
            {item.type === 'team' ? (
              <TeamCard team={item.entity} layout="tile" />
            ) : (
              <CompetitionCard competition={item.entity} layout="tile" />
            )}
          </li>
        ))}
      </LogoSlider>
    </section>
  );
}
