import { expect } from '@open-wc/testing';
import { joinPath, loginRoutes, loginUrls, normalisePath } from '../../../src/domain/loginUrls';

const base = {
  student_login_enabled: true,
  alternate_login_type: 'student',
  alternate_login_url: 'students',
  standard_login_url: '/login',
  student_login_url: '/student',
};

describe('loginUrls', () => {
  it('gives the student login the alternate URL and the standard login "/"', () => {
    expect(loginUrls(base)).to.deep.equal({ standard: '/', student: '/students' });
    expect(loginRoutes(base)).to.deep.equal([
      { type: 'student', path: '/students' },
      { type: 'standard', path: '/' },
    ]);
  });

  it('gives the standard login the alternate URL and the student login "/"', () => {
    const settings = { ...base, alternate_login_type: 'standard', alternate_login_url: '/parents' };
    expect(loginUrls(settings)).to.deep.equal({ standard: '/parents', student: '/' });
    expect(loginRoutes(settings)).to.deep.equal([
      { type: 'standard', path: '/parents' },
      { type: 'student', path: '/' },
    ]);
  });

  it('reads an unknown alternate type as student', () => {
    expect(loginUrls({ ...base, alternate_login_type: 'other' })).to.deep.equal({
      standard: '/',
      student: '/students',
    });
  });

  it("without an alternate URL keeps the type's own URL, or a default", () => {
    expect(loginUrls({ ...base, alternate_login_url: '' })).to.deep.equal({ standard: '/', student: '/student' });
    expect(loginUrls({ ...base, alternate_login_url: null, student_login_url: null })).to.deep.equal({
      standard: '/',
      student: '/student',
    });
    const standard = { ...base, alternate_login_type: 'standard', alternate_login_url: '/' };
    expect(loginUrls(standard)).to.deep.equal({ standard: '/login', student: '/' });
    expect(loginUrls({ ...standard, standard_login_url: '' })).to.deep.equal({ standard: '/login', student: '/' });
  });

  it('with student login disabled puts the standard login at its URL, or "/"', () => {
    const off = { ...base, student_login_enabled: false };
    expect(loginUrls(off)).to.deep.equal({ standard: '/login', student: null });
    expect(loginRoutes(off)).to.deep.equal([{ type: 'standard', path: '/login' }]);
    expect(loginUrls({ ...off, standard_login_url: null })).to.deep.equal({ standard: '/', student: null });
    expect(loginUrls({ ...off, standard_login_url: '' })).to.deep.equal({ standard: '/', student: null });
    expect(loginUrls({ ...off, alternate_login_type: 'standard' })).to.deep.equal({
      standard: '/login',
      student: null,
    });
  });
});

describe('paths', () => {
  it('normalises slashes', () => {
    expect(normalisePath('student')).to.equal('/student');
    expect(normalisePath('/student/')).to.equal('/student');
    expect(normalisePath(' //a/b// ')).to.equal('/a/b');
    expect(normalisePath('')).to.equal('/');
    expect(normalisePath(null)).to.equal('/');
    expect(normalisePath('/')).to.equal('/');
  });

  it('joins a base and a path', () => {
    expect(joinPath('/', 'signup')).to.equal('/signup');
    expect(joinPath('/login', 'forgot-password/1')).to.equal('/login/forgot-password/1');
    expect(joinPath('/login/', '/explore')).to.equal('/login/explore');
    expect(joinPath('/login', '')).to.equal('/login');
    expect(joinPath('', '')).to.equal('/');
  });
});
