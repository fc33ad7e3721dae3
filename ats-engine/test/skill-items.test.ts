// How one item of a skills list becomes the skills it names.
import { expandSkillItem } from '../src/parse/parse-resume-text';

describe('expandSkillItem', () => {
  it.each([
    ['Java and J2EE', ['Java', 'J2EE']],
    ['Git and GitHub', ['Git', 'GitHub']],
    ['SQL and NoSQL databases (MySQL, MongoDB)', ['SQL', 'NoSQL', 'MySQL', 'MongoDB']],
    ['Python and Machine Learning basics', ['Python', 'Machine Learning']],
    ['Node.js (MERN stack)', ['Node.js']],
    ['Angular (versions 2+)', ['Angular']],
    ['Decentralized Finance (DeFi)', ['Decentralized Finance (DeFi)']],
    ['Research and Development', ['Research and Development']],
    ['Architecture and Development', ['Architecture and Development']],
    ['Project Management', ['Project Management']],
    ['Attention to Detail', ['Attention to Detail']],
  ])('%s', (item, skills) => {
    expect(expandSkillItem(item)).toEqual(skills);
  });
});
