import { home } from '../../content/home';
import { HomeView } from './HomeView';

export function HomeScreen() {
  return <HomeView content={home} />;
}

export default HomeScreen;
