import type { MatchWeather } from '@touchline/domain';
import { WeatherIcon } from './WeatherIcon';

/** The forecast at the venue (spec 2.9): an icon, the temperature rounded in °C, and a label. */
export function WeatherCard({ weather }: { weather: MatchWeather }) {
  return (
    <section className="centre-card centre-card--weather" aria-labelledby="weather-title">
      <h2 id="weather-title" className="centre-card__title">
        Weather
      </h2>
      <p className="weather">
        <WeatherIcon icon={weather.base.icon} />
        <span className="weather__temperature">{Math.round(weather.temperature)}°C</span>
        <span className="weather__label">{weather.base.label}</span>
      </p>
    </section>
  );
}
