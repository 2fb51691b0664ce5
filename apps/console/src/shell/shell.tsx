import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { messageOf } from '../lib/errors';
import { useMe } from '../me';

/**
 * Every page's frame: the workspace, the navigation (a menu button on narrow screens), who is signed in
 * and the way out. Pages render inside <main>.
 */
export function Shell() {
  const me = useMe();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);

  // A new page: close the menu and put focus on its heading, so a screen reader announces where the
  // member arrived (a single-page app gets no page load that would do it).
  useEffect(() => {
    setMenuOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (me.isPending) {
    return (
      <main id="main" className="main">
        <p role="status" className="loading">
          Loading the console…
        </p>
      </main>
    );
  }
  if (me.isError) {
    return (
      <main id="main" className="main">
        <h1>The console could not load</h1>
        <p role="alert" className="error">
          {messageOf(me.error)}
        </p>
      </main>
    );
  }

  const { member, workspace, can } = me.data;
  const links: Array<{ to: string; label: string }> = [
    { to: '/forms', label: 'Forms' },
    { to: '/team', label: 'Team' },
    ...(can.manage_developers
      ? [
          { to: '/developers', label: 'Developers' },
          { to: '/activity', label: 'Activity' },
          { to: '/brand', label: 'Brand' },
        ]
      : []),
    { to: '/account', label: 'Account' },
  ];

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header-bar">
          <p className="workspace-name">{workspace.name}</p>
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        </div>
        <div id="site-menu" className={menuOpen ? 'site-menu open' : 'site-menu'}>
          <nav aria-label="Console">
            <ul className="nav-list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="who">
            <p className="signed-in">
              Signed in as <span className="email">{member.email}</span>
            </p>
            {/* A plain form post: the server checks its Origin, ends the session and clears the cookie. */}
            <form method="post" action="/sign-out">
              <button type="submit" className="button secondary">
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
