import type { Translations } from '@sig/shared';

export const toolbarStrings: Translations = {
  es: { 'nav.toggle': 'Abrir o cerrar el menú', 'user.greeting': 'Bienvenido(a)', 'user.logout': 'Desconectar', 'user.login': 'Iniciar sesión', 'user.register': 'Registrarse', 'user.menu': 'Menú de usuario' },
  en: { 'nav.toggle': 'Open or close the menu', 'user.greeting': 'Welcome', 'user.logout': 'Sign out', 'user.login': 'Sign in', 'user.register': 'Register', 'user.menu': 'User menu' },
  tr: { 'nav.toggle': 'Menüyü aç veya kapat', 'user.greeting': 'Hoş geldiniz', 'user.logout': 'Çıkış yap', 'user.login': 'Giriş yap', 'user.register': 'Kayıt ol', 'user.menu': 'Kullanıcı menüsü' },
  ar: { 'nav.toggle': 'فتح القائمة أو إغلاقها', 'user.greeting': 'مرحبًا', 'user.logout': 'تسجيل الخروج', 'user.login': 'تسجيل الدخول', 'user.register': 'التسجيل', 'user.menu': 'قائمة المستخدم' },
};
