import { screen, within } from '@testing-library/react';
import { ServiceSection } from '../src/sections/ServiceSection';
import { services } from './helpers/data';
import { site } from '../src/data/site';
import { renderWithI18n } from './helpers/renderWithI18n';

const service = (id: string) => {
  const found = services.find((s) => s.sectionId === id);
  if (!found) throw new Error(`data/services.json has no ${id}`);
  return found;
};

const sections = [
  {
    id: 'data-career',
    title: { en: 'Data Career Coaching', zh: '數據職涯教練' },
    features: { en: ['Career Strategy', 'Resume Review', 'Interview Prep'], zh: ['職涯策略', '履歷修改', '面試準備'] },
  },
  {
    id: 'data-strategy',
    title: { en: 'Data Strategy Consulting', zh: '數據策略顧問' },
    features: {
      en: ['Data Strategy', 'Workflow Automation', 'AI Integration'],
      zh: ['數據策略', '工作流程自動化', 'AI 整合'],
    },
  },
  {
    id: 'collaborations',
    title: { en: 'Collaborations', zh: '合作機會' },
    features: {
      en: ['Speaking Engagements', 'Workshops', 'Community Events'],
      zh: ['演講邀約', '工作坊', '社群活動'],
    },
  },
];

const newTab = { en: ' (opens in a new tab)', zh: ' （在新分頁開啟）' };

describe('ServiceSection', () => {
  describe.each(['en', 'zh'] as const)('in %s', (language) => {
    it.each(sections)('$id: the section id, its heading and three feature cards', ({ id, title, features }) => {
      renderWithI18n(<ServiceSection service={service(id)} alt={false} />, { language });
      const region = screen.getByRole('region', { name: title[language] });
      expect(region).toHaveAttribute('id', id);
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(title[language]);
      const cards = within(region).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
        features[language],
      );
    });

    it.each(sections.slice(0, 2))('$id: a call to action to book a demo call', ({ id }) => {
      renderWithI18n(<ServiceSection service={service(id)} alt />, { language });
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(1);
      const bookDemo = language === 'en' ? 'Book a Demo Call' : '預約示範通話';
      expect(links[0]).toHaveAccessibleName(`${bookDemo}${newTab[language]}`);
      expect(links[0]).toHaveAttribute('href', site.links.consultation);
      expect(links[0]).toHaveAttribute('target', '_blank');
      expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('collaborations: the call-to-action panel with the three hero buttons', () => {
      renderWithI18n(<ServiceSection service={service('collaborations')} alt={false} />, { language });
      const panelTitle = language === 'en' ? 'Ready to take the next step?' : '準備好踏出下一步？';
      expect(screen.getByRole('heading', { level: 3, name: panelTitle })).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      const names = {
        en: ['Get a Data Job', 'Transform Your Business', 'Join the 12-Week Course'],
        zh: ['入行做數據', '為業務轉型', '參加 12 星期課程'],
      }[language];
      const hrefs = [site.links.dataJob, site.links.consultation, site.links.course];
      expect(links).toHaveLength(3);
      links.forEach((link, index) => {
        expect(link).toHaveAccessibleName(`${names[index]}${newTab[language]}`);
        expect(link).toHaveAttribute('href', hrefs[index]);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      });
      expect(screen.queryByRole('link', { name: /Book a Demo Call|預約示範通話/ })).not.toBeInTheDocument();
    });
  });

  it('shows the intro and the demo-call text of a section (en)', () => {
    renderWithI18n(<ServiceSection service={service('data-career')} alt={false} />);
    expect(
      screen.getByText('Personal coaching for job seekers and career changers who want a role in data.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Let's map out your path into data together.")).toBeInTheDocument();
    expect(
      screen.getByText('Find the data role that fits you and build a step-by-step plan to get there.'),
    ).toBeInTheDocument();
  });
});
